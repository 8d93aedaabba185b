import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { open } from '../support/navigation';

// The server started with no data variable: its first start imported the real data sets of data/. Whatever a
// visitor sees must come from them, under the names they give.
const DATA = path.resolve(__dirname, '..', '..', 'data');
const read = <T>(file: string): T[] => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8')) as T[];
// The catalogue, and the projects only the audits name (data/projects/).
const projects = [
  'protocols.json',
  ...fs
    .readdirSync(path.join(DATA, 'projects'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join('projects', file)),
].flatMap((file) => read<{ name: string; slug: string; logo: string | null }>(file));
const incidents = read<{ id: string; date: string; project: string; referenceUrl: string }>('incidents.json');
// The audits of every firm's portfolio (data/audits/<firm>.json).
const audits = fs
  .readdirSync(path.join(DATA, 'audits'))
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    read<{ project: string; auditor: string; date: string; reportUrl: string | null; links?: string[] }>(
      path.join('audits', file),
    ),
  );
// Names as a page shows them: the importer trims them, and HTML collapses runs of spaces.
const norm = (name: string) => name.replace(/\s+/g, ' ').trim();
const projectNames = new Set(projects.map((project) => norm(project.name)));
const incidentNames = new Set(incidents.map((incident) => norm(incident.project)));
const auditNames = new Set(audits.map((audit) => norm(audit.project)));
const auditors = new Set(audits.map((audit) => audit.auditor));
// Where an incident or audit is linked to a project, the project's name is shown.
const recordNames = new Set([...projectNames, ...incidentNames, ...auditNames]);
const reportLinks = new Set(
  audits.flatMap((audit) => [audit.reportUrl, ...(audit.links ?? [])]).filter(Boolean),
);
const NAVIGATION = { timeout: 20_000 };

/** The name each line of a home-page list starts with: the project's link, or its own name in bold. */
const lineNames = (list: Locator) =>
  list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a, strong')?.textContent?.trim() ?? ''));

/** The web address of every link and image of the page, resolved. */
const addressesOf = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    ...[...document.querySelectorAll('img[src]')].map((img) => (img as HTMLImageElement).src),
  ]);

test.describe('the default site runs on the real data sets', () => {
  test('the home page lists real projects with the logos their data set names, and shows no banner', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
    await expect(rows).toHaveCount(25);
    const bySlug = new Map(projects.map((project) => [project.slug, project]));
    for (const row of await rows.all()) {
      const link = row.getByRole('link').first();
      const name = (await link.locator('strong').textContent())!;
      expect(projectNames, name).toContain(norm(name));
      const id = (await link.getAttribute('href'))!.replace('/projects/', '');
      const logo = row.getByRole('img', { name: `${name} logo` });
      const src = new URL((await logo.getAttribute('src'))!, page.url());
      // Served through the image optimiser: the logo's own path is its url parameter.
      const logoPath = src.searchParams.get('url') ?? src.pathname;
      const project = bySlug.get(id);
      if (project?.logo?.startsWith('@web3icons/core/')) {
        const [, kind, file] = /svgs\/(\w+)\/branded\/(.+)\.svg\.js$/.exec(project.logo)!;
        expect(logoPath, name).toBe(`/logos/${kind}/${file}.png`);
      } else if (project && !project.logo) {
        expect(logoPath, name).toBe(`/logos/monogram/${id}.png`);
      }
      // Logos below the first screen load as they near it.
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: name,
        })
        .toBe(true);
    }
  });

  test('the newest incident of the data set is the first Security Alert, credited to its source', async ({
    page,
  }) => {
    const newest = [...incidents].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    await open(page, '/');
    const first = page.getByRole('region', { name: 'Security Alerts' }).getByRole('listitem').first();
    await expect(first).toContainText(norm(newest.project));
    await expect(first.locator('time')).toHaveAttribute('dateTime', `${newest.date}T00:00:00.000Z`);
    await expect(first.getByRole('link', { name: 'DeFiHackLabs' })).toHaveAttribute(
      'href',
      newest.referenceUrl,
    );
  });

  test("What's new? shows the newest real audits with links to their reports", async ({ page }) => {
    const newest = [...audits].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    await open(page, '/');
    const area = page.getByRole('region', { name: "What's new?" });
    const items = area.getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(norm(newest.project));
    for (const item of await items.all()) {
      const text = (await item.textContent()) ?? '';
      const auditor = [...auditors].find((name) => text.includes(name));
      expect(auditor, text).toBeDefined();
      await expect(item).toContainText('Source: ');
      const report = item.getByRole('link', { name: new RegExp(`^Report of the ${auditor} audit of `) });
      expect(reportLinks).toContain(await report.getAttribute('href'));
    }
  });

  test('In the works... makes up no audit: it says none is in progress and offers to request one', async ({
    page,
  }) => {
    await open(page, '/');
    const area = page.getByRole('region', { name: 'In the works...' });
    await expect(area.getByRole('listitem')).toHaveCount(0);
    await expect(area).toContainText('No audit in progress — request one');
    await area.getByRole('link', { name: 'request one' }).click();
    await expect(page.getByRole('dialog', { name: 'Protect Your Project Today' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?quote=1$/);
  });

  test("searching 'Ethereum' and 'Uniswap' finds them, and opens their pages", async ({ page }) => {
    for (const [keyword, id] of [
      ['Ethereum', 'ethereum'],
      ['Uniswap', 'uniswap'],
    ] as const) {
      await open(page, '/');
      const box = page.getByRole('combobox', { name: 'Search projects' });
      await box.click();
      await box.fill(keyword);
      // The trending list shown while the box was empty may hold the project too: wait for the results, whose
      // best match is the active option that Enter opens.
      await expect(page.getByRole('option').first()).toHaveAccessibleName(id);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/projects/${id}$`), NAVIGATION);
      await expect(page.getByRole('heading', { level: 1, name: keyword })).toBeVisible();
    }
  });

  test('every project, auditor and incident name shown is one of the data sets', async ({
    page,
    request,
  }) => {
    test.slow();
    const shown: { where: string; name: string }[] = [];
    const auditorsShown: string[] = [];

    await open(page, '/');
    const leaderboard = page.getByRole('row').filter({ has: page.getByRole('link') });
    for (const row of await leaderboard.all()) {
      shown.push({
        where: '/',
        name: (await row.getByRole('link').first().locator('strong').textContent())!,
      });
    }
    for (const region of ['Trending', 'Security Alerts', "What's new?"]) {
      for (const name of await lineNames(page.getByRole('region', { name: region })))
        shown.push({ where: region, name });
    }
    const auditLines = await page
      .getByRole('region', { name: "What's new?" })
      .getByRole('listitem')
      .allTextContents();
    for (const line of auditLines) {
      const auditor = [...auditors].find((candidate) => line.includes(`${candidate} · `));
      auditorsShown.push(auditor ?? line);
    }

    // Every incident, 50 to a page, each page reached through the pagination's own "Next Page" link.
    await open(page, '/security-alerts');
    const table = page.getByRole('table', { name: 'Security alerts' });
    const rows = table.getByRole('row').filter({ has: page.locator('td time') });
    // Every confirmed incident, across the pages: the data set's, less any that staff withdrew on this server
    // after a correction (the corrections spec withdraws one); the export lists the same confirmed incidents.
    const exported = (await (await request.get('/api/security-alerts/export')).text())
      .trim()
      .split('\r\n')
      .slice(1);
    expect(exported.length).toBeLessThanOrEqual(incidents.length);
    expect(exported.length).toBeGreaterThan(incidents.length - 5);
    const pageCount = Math.ceil(exported.length / 50);
    const names: string[] = [];
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
      if (pageNumber > 1) await expect(page).toHaveURL(new RegExp(`\\?page=${pageNumber}$`));
      const lastShown = Math.min(pageNumber * 50, exported.length);
      await expect(
        page.getByText(`Incidents ${(pageNumber - 1) * 50 + 1}–${lastShown} of ${exported.length}`, {
          exact: true,
        }),
      ).toBeVisible();
      await expect.poll(async () => rows.count(), NAVIGATION).toBe(lastShown - (pageNumber - 1) * 50);
      names.push(
        ...(await rows.evaluateAll((trs) =>
          // The name as its data set gives it, less the note "project not listed" or "project under review".
          trs.map((tr) => {
            const cell = tr.querySelectorAll('td')[1];
            return cell?.firstChild?.textContent ?? cell?.textContent ?? '';
          }),
        )),
      );
      const next = page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Next Page' });
      if (pageNumber === pageCount) {
        await expect(next).toHaveCount(0);
        break;
      }
      // The link works without the app's script: its address is the next page of the same view.
      expect(await next.getAttribute('href')).toBe(`/security-alerts?page=${pageNumber + 1}`);
      await open(page, `/security-alerts?page=${pageNumber + 1}`);
    }
    expect(names).toHaveLength(exported.length);
    for (const name of names) shown.push({ where: '/security-alerts', name: name.trim() });

    // A sample of project pages: the best ranked, and projects with incidents and audits.
    for (const id of ['ethereum', 'uniswap', 'bybit', 'bitcoin', 'telcoin']) {
      await open(page, `/projects/${id}`);
      shown.push({ where: id, name: (await page.getByRole('heading', { level: 1 }).textContent())! });
      for (const region of ['Security Alerts', 'Audits']) {
        for (const name of await lineNames(page.getByRole('region', { name: region, exact: true }))) {
          shown.push({ where: `${id} ${region}`, name });
        }
      }
    }

    // The search's results.
    for (const keyword of ['Ethereum', 'Uniswap', 'Bitcoin', 'Aave']) {
      const response = await request.get(`/api/search-project?keyword=${keyword}&perPage=10`);
      for (const item of (await response.json()).data as { name: string }[]) {
        shown.push({ where: `search ${keyword}`, name: item.name });
      }
    }

    expect(shown.length).toBeGreaterThan(incidents.length + 50);
    expect(shown.filter(({ name }) => !recordNames.has(norm(name)))).toEqual([]);
    expect(auditorsShown.length).toBe(5);
    expect(auditorsShown.filter((auditor) => !auditors.has(auditor))).toEqual([]);
  });

  test('no page links to, or shows a picture from, an .example host', async ({ page, request }) => {
    test.slow();
    const pages = [
      '/',
      '/security-alerts',
      '/projects/ethereum',
      '/projects/uniswap',
      '/projects/bybit',
      '/projects/tether',
      '/company/data-sources',
      '/company/about',
      '/products/skynet',
      '/resources/blog',
    ];
    for (const path of pages) {
      // The HTML as served, scripts' payloads included.
      const html = await (await request.get(path)).text();
      expect(html.match(/https?:\/\/[^\s"'<>\\/]*\.example(?=[/:?#"'\s<>\\]|$)/g) ?? [], path).toEqual([]);
    }
    for (const path of pages.slice(0, 5)) {
      await open(page, path);
      const hosts = (await addressesOf(page)).map((address) => new URL(address).hostname);
      expect(
        hosts.filter((host) => /(^|\.)example$/.test(host)),
        path,
      ).toEqual([]);
    }
  });
});
