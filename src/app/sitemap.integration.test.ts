import { describe, expect, it, vi } from 'vitest';
import { makeProject, makeScoredProject } from '@/testing/factories';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import sitemap from './sitemap';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

// A public address with a query string: its `&` must reach the XML escaped, as every text the site writes.
vi.mock('@/config/base-url', () => ({ siteBaseUrl: () => 'https://rampart.test/site?a=1&b=2' }));

const BASE_ESCAPED = 'https://rampart.test/site?a=1&amp;b=2';
const database = preparedTestDatabase();

describe(`/sitemap.xml on ${testDriver()}`, () => {
  it('lists the page of every project, rated or not, with its address escaped', async () => {
    const db = database.handle.db;
    // More projects than any list page shows, so that a sitemap of "some" projects cannot pass.
    const ids = Array.from({ length: 120 }, (_, i) => `sitemap-project-${String(i).padStart(3, '0')}`);
    for (const [i, id] of ids.entries()) {
      if (i % 2 === 0) await makeScoredProject(db, { id }, { score: 50 + (i % 40), rank: i + 1 });
      else await makeProject(db, { id });
    }

    const urls = (await sitemap()).map((entry) => entry.url);

    const projectUrls = urls.filter((url) => url.includes('/projects/'));
    expect(projectUrls).toHaveLength(ids.length);
    for (const id of ids) expect(urls).toContain(`${BASE_ESCAPED}/projects/${id}`);
    // Escaping kept for every entry: no bare `&` anywhere.
    expect(urls.every((url) => !/&(?!amp;)/.test(url))).toBe(true);
    expect(urls).toContain(`${BASE_ESCAPED}/`);
  });
});
