import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { SOCIAL_ACCOUNTS, WECHAT_URL } from '../../src/config/site';
import { seriousViolations } from '../support/axe';
import { open } from '../support/navigation';

const PAGES = [
  ['/products/security-audit', 'Security Audit'],
  ['/products/skynet', 'Skynet'],
  ['/products/skytrace', 'Skytrace'],
  ['/products/pentest', 'Pentest'],
  ['/resources', 'Resources'],
  ['/resources/blog', 'Blog'],
  ['/developers', 'Developers'],
  ['/company/about', 'About Rampart'],
  ['/company/careers', 'Careers at Rampart'],
  ['/company/disclaimer', 'Disclaimer'],
  ['/company/terms-and-conditions', 'Terms and Conditions'],
  ['/company/privacy-policy', 'Privacy Policy'],
  ['/company/cookie-policy', 'Cookie Policy'],
] as const;

const SCORE_ARTICLE = '/resources/blog/how-the-rampart-security-score-works';
const WIDTHS = [360, 428, 768, 1280] as const;

test.describe('company, product and resource pages', () => {
  test('each page has a single h1 with its title', async ({ page }) => {
    for (const [path, title] of PAGES) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    }
  });

  test('product pages explain the service and link to a quote request', async ({ page }) => {
    for (const [path] of PAGES.filter(([path]) => path.startsWith('/products/'))) {
      await open(page, path);
      const main = page.getByRole('main');
      for (const heading of ['What it is', 'How it works', 'What you get', 'Frequently asked questions']) {
        await expect(main.getByRole('heading', { level: 2, name: heading }), path).toBeVisible();
      }
      const faq = main.locator('details').first();
      await faq.locator('summary').click();
      await expect(faq.locator('p')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '?quote=1');
    }
  });

  test('the cookie policy names the consent key, the visitor cookie and the session cookie', async ({
    page,
  }) => {
    await open(page, '/company/cookie-policy');
    const main = page.getByRole('main');
    await expect(main.getByText('cookieConsent', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('rampart_vid', { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/session cookie/i).first()).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`pages have no serious or critical accessibility violations at ${width}px`, async ({ page }) => {
      // Fourteen full axe-core analyses: more than the default budget on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      for (const path of [...PAGES.map(([path]) => path), SCORE_ARTICLE]) {
        await open(page, path);
        // The whole page: header, banner, content and footer.
        const serious = await seriousViolations(page);
        expect(serious, path).toEqual([]);
      }
    });
  }

  test('header, content and footer fit every screen width without horizontal scrolling', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [...PAGES.map(([path]) => path), SCORE_ARTICLE]) {
        await page.goto(path);
        const overflow = await page.evaluate(() =>
          ['header', 'main', 'footer']
            .map((selector) => document.querySelector(selector))
            .filter((element): element is Element => element !== null)
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth + 1 ||
                element.getBoundingClientRect().right > window.innerWidth + 1,
            )
            .map((element) => element.tagName),
        );
        expect(overflow, `${path} at ${width}px`).toEqual([]);
      }
    }
  });
});

test.describe('site footer', () => {
  test('shows the current year twice, on home and site pages', async ({ page }) => {
    const year = new Date().getFullYear();
    for (const path of ['/', '/company/about']) {
      await open(page, path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      const text = (await footer.textContent()) ?? '';
      expect(text.split(`© ${year}`).length - 1, path).toBe(2);
      await expect(footer.getByText(`© ${year} Rampart. All rights reserved.`)).toBeVisible();
    }
  });

  test('every internal link answers 200', async ({ page }) => {
    await open(page, '/resources');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    const unique = [...new Set(hrefs)];
    for (const [path] of PAGES) expect(unique).toContain(path);
    for (const href of unique) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('links every social account by name, and shows the WeChat QR code on hover', async ({ page }) => {
    await open(page, '/company/about');
    const footer = page.getByRole('contentinfo');
    for (const account of SOCIAL_ACCOUNTS) {
      await expect(footer.getByRole('link', { name: account.label, exact: true })).toHaveAttribute(
        'href',
        account.href,
      );
    }
    await footer.getByRole('button', { name: 'Rampart on WeChat' }).hover();
    const qr = page.getByRole('img', { name: 'WeChat QR code for Rampart' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // A real symbol: the picture the page shows, drawn to pixels and read back as a phone's camera would.
    const picture = await page.request.get((await qr.getAttribute('src'))!);
    expect(picture.headers()['content-type']).toBe('image/svg+xml');
    const { data, info } = await sharp(await picture.body(), { density: 300 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(WECHAT_URL);
  });
});

test.describe('blog', () => {
  test('lists articles newest first with date, summary and reading time, and opens one', async ({ page }) => {
    await open(page, '/resources/blog');
    const list = page.getByRole('list', { name: 'Articles, newest first' });
    const items = list.getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(4);
    const dates = await list
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(items.first()).toContainText(/\d+ min read/);

    const firstLink = items.first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    await expect(page).toHaveURL(/\/resources\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('the score explainer covers the six categories and the signal states, with its metadata', async ({
    page,
  }) => {
    await open(page, SCORE_ARTICLE);
    await expect(page).toHaveTitle(/How the Rampart Security Score works/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    const main = page.getByRole('main');
    for (const text of [
      'Code Security',
      'Operational Resilience',
      'Fundamental Health',
      'Governance Strength',
      'Market Stability',
      'Community Trust',
      'Coverage and confidence',
      'Measured, not available, stale',
    ]) {
      await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
    }
  });

  test('an unknown article is a 404', async ({ request }) => {
    expect((await request.get('/resources/blog/no-such-article')).status()).toBe(404);
  });

  test('the RSS feed lists every article with absolute links', async ({ page, request, baseURL }) => {
    await open(page, '/resources/blog');
    const titles = await page
      .getByRole('list', { name: 'Articles, newest first' })
      .getByRole('heading', { level: 2 })
      .allTextContents();

    const response = await request.get('/resources/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(titles.length);
    for (const title of titles) expect(xml).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    for (const link of links) expect(link).toMatch(new RegExp(`^${baseURL}/resources/blog/[a-z0-9-]+$`));
  });
});

test.describe('sitemap and robots', () => {
  test('/sitemap.xml lists the public pages and articles, not account pages', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', ...PAGES.map(([path]) => path), SCORE_ARTICLE]) {
      expect(locations).toContain(`${baseURL}${path}`);
    }
    expect(
      locations.filter((location) => /\/resources\/blog\/./.test(location ?? '')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(locations.some((location) => /\/(my|auth)\//.test(location ?? ''))).toBe(false);
    // Every project's page, rated or not: the server imported the projects of data/protocols.json and data/projects/.
    expect(locations).toContain(`${baseURL}/projects/bitcoin`);
    expect(
      locations.filter((location) => /\/projects\/[a-z0-9-]+$/.test(location ?? '')).length,
    ).toBeGreaterThanOrEqual(2000);
  });

  test('/robots.txt allows crawling except the API and account pages, and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /my/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
