import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { HUBSPOT_FORMS_SCRIPT_URL } from '../../src/config/site';
import { reservePort } from '../../src/testing/test-ports';

// The optional outside integrations: the marketing platform's embedded quote form (HUBSPOT_PORTAL_ID and
// HUBSPOT_FORM_ID) and the Google Analytics forwarding (GA_MEASUREMENT_ID). This file starts a second server
// with them switched on, on the suite's build and a database of its own. The outside scripts are served by
// the test itself, never fetched from the internet. The security headers are baked into the build, which the
// suite made without these hosts: the browser is told to set them aside, as a build with the hosts would.

const PORTAL_ID = 'e2e-portal';
const FORM_ID = 'e2e-form';
const MEASUREMENT_ID = 'G-E2ETEST1';
const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;

let server: ChildProcess | undefined;
let origin = '';
let dataDir = '';

test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await reservePort('e2e-specs');
  origin = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-e2e-integrations-'));
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXTAUTH_URL: origin,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      HUBSPOT_PORTAL_ID: PORTAL_ID,
      HUBSPOT_FORM_ID: FORM_ID,
      GA_MEASUREMENT_ID: MEASUREMENT_ID,
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dataDir.includes('rampart-e2e-integrations-')) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A stand-in for the marketing platform's forms script: `hbspt.forms.create` renders a small form. */
const FAKE_HUBSPOT_SCRIPT = `
window.hbspt = { forms: { create: function (options) {
  var target = document.querySelector(options.target);
  var form = document.createElement('form');
  form.setAttribute('aria-label', 'Marketing form ' + options.portalId + '/' + options.formId);
  form.innerHTML = '<label>Work email <input name="email" type="email"></label><button type="submit">Submit</button>';
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (options.onFormSubmitted) options.onFormSubmitted();
  });
  target.appendChild(form);
  if (options.onFormReady) options.onFormReady();
} } };`;

/** Serves the forms script from the test; returns how many times the page asked for it. */
async function serveHubspotScript(page: Page, answer: (route: Route) => Promise<void>) {
  const requests = { count: 0 };
  await page.route(HUBSPOT_FORMS_SCRIPT_URL, async (route) => {
    requests.count += 1;
    await answer(route);
  });
  return requests;
}

const openQuote = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
  return page.getByRole('dialog', { name: 'Protect Your Project Today' });
};

const openPage = async (page: Page, pathname: string) => {
  await page.goto(`${origin}${pathname}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
};

test.describe('the embedded marketing-platform quote form', () => {
  test('Request a Quote loads the script once when absent, embeds the form and closes on submit', async ({
    page,
  }) => {
    const script = await serveHubspotScript(page, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_HUBSPOT_SCRIPT }),
    );
    await openPage(page, '/company/about');
    expect(script.count).toBe(0);

    let dialog = await openQuote(page);
    const embedded = dialog.getByRole('form', { name: `Marketing form ${PORTAL_ID}/${FORM_ID}` });
    await expect(embedded).toBeVisible();
    // The embedded form replaces the built-in one.
    await expect(dialog.getByLabel('Company')).toHaveCount(0);
    await embedded.getByLabel('Work email').fill('cto@example.com');
    await embedded.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Thank you! Our team will get back to you within one business day.'),
    ).toBeVisible();

    // Opened again: the script is on the page already and is not loaded twice.
    dialog = await openQuote(page);
    await expect(dialog.getByRole('form', { name: `Marketing form ${PORTAL_ID}/${FORM_ID}` })).toBeVisible();
    expect(script.count).toBe(1);
    await expect(page.locator(`script[src="${HUBSPOT_FORMS_SCRIPT_URL}"]`)).toHaveCount(1);
  });

  test('a page that has the script already does not load it again', async ({ page }) => {
    const script = await serveHubspotScript(page, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_HUBSPOT_SCRIPT }),
    );
    await page.addInitScript(FAKE_HUBSPOT_SCRIPT);
    await openPage(page, '/company/about');
    const dialog = await openQuote(page);
    await expect(dialog.getByRole('form', { name: `Marketing form ${PORTAL_ID}/${FORM_ID}` })).toBeVisible();
    expect(script.count).toBe(0);
  });

  test('when the script cannot be loaded, the built-in form takes over', async ({ page }) => {
    const script = await serveHubspotScript(page, (route) => route.abort('connectionrefused'));
    await openPage(page, '/company/about');
    const dialog = await openQuote(page);
    await expect(dialog.getByLabel('Company')).toBeVisible();
    expect(script.count).toBe(1);
  });
});

test.describe('analytics', () => {
  test('with consent, each page view is stored with its timing and forwarded to Google Analytics', async ({
    page,
  }) => {
    const gtag = { count: 0 };
    await page.route(GTAG_URL, async (route) => {
      gtag.count += 1;
      await route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true;' });
    });
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    const stored: { page: string; referrer: string; timing: number }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/user/events')) return;
      const body = request.postDataJSON() as {
        eventName: string;
        properties: { page: string; referrer: string; timing: number };
      };
      if (body.eventName === 'page_view') stored.push(body.properties);
    });

    await openPage(page, '/company/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);

    await expect.poll(() => stored.map((view) => view.page)).toEqual(['/company/about', '/company/careers']);
    for (const view of stored) expect(Number.isInteger(view.timing) && view.timing >= 0).toBe(true);
    expect(stored[1]!.referrer).toBe(`${origin}/company/about`);

    const forwarded = () =>
      page.evaluate(() =>
        (window.dataLayer as unknown[][])
          .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
          .map((entry) => (entry[2] as { page_path: string }).page_path),
      );
    await expect.poll(forwarded).toEqual(['/company/about', '/company/careers']);
    expect(await page.evaluate(() => (window as unknown as { gtagLoaded?: boolean }).gtagLoaded)).toBe(true);
    expect(gtag.count).toBe(1);
  });

  test('before consent nothing is stored or forwarded; after it, the next page view is', async ({ page }) => {
    const gtag = { count: 0 };
    await page.route(GTAG_URL, async (route) => {
      gtag.count += 1;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/user/events')) return;
      views.push((request.postDataJSON() as { properties: { page: string } }).properties.page);
    });
    await openPage(page, '/company/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

    await page.getByRole('button', { name: 'I Accept' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/company\/about$/);
    // Only the view after consent: the two before it were neither stored nor forwarded.
    await expect.poll(() => views).toEqual(['/company/about']);
    await expect.poll(() => gtag.count).toBe(1);
    expect(
      await page.evaluate(() =>
        (window.dataLayer as unknown[][]).filter((entry) => entry[0] === 'event').map((entry) => entry[2]),
      ),
    ).toEqual([{ page_path: '/company/about' }]);
  });
});
