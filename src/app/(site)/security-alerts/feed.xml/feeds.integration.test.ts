import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import Parser from 'rss-parser';
import { describe, expect, it, vi } from 'vitest';
import { GET as projectFeedGet } from '@/app/(cached)/projects/[id]/feed.xml/route';
import { GET as alertsFeedGet } from './route';
import { uniqueClientAddress } from '@/testing/client-address';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const ORIGIN = 'http://localhost:3000';
const database = preparedTestDatabase({ prepare: { seed: 'real' } });

const headers = () => ({ 'x-forwarded-for': uniqueClientAddress() });
type AtomFeedFields = { id?: string; updated?: string };
type AtomItemFields = { id?: string; author?: string; updated?: string };
const parser = new Parser<AtomFeedFields, AtomItemFields>({
  customFields: { feed: ['id', 'updated'], item: ['updated'] },
});
type ParsedFeed = Awaited<ReturnType<typeof parser.parseString>>;

async function read(response: Response): Promise<ParsedFeed> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  const feed = await parser.parseString(xml);
  // What Atom requires of a feed and of each entry: an id, a title, an updated date, an author.
  expect(feed.id).toBeTruthy();
  expect(feed.title).toBeTruthy();
  expect(Number.isNaN(Date.parse(feed.updated ?? ''))).toBe(false);
  for (const item of feed.items) {
    expect(item.id).toBeTruthy();
    expect(item.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.isoDate ?? ''))).toBe(false);
    expect(item.author).toBeTruthy();
  }
  return feed;
}

const alertsFeed = (query = '') =>
  alertsFeedGet(new NextRequest(`${ORIGIN}/security-alerts/feed.xml${query}`, { headers: headers() }));
const projectFeed = (id: string) =>
  projectFeedGet(new NextRequest(`${ORIGIN}/projects/${id}/feed.xml`, { headers: headers() }), {
    params: Promise.resolve({ id }),
  });

/** The newest confirmed incidents' ids, as the feed should list them. */
async function newestIncidentIds(where = sql`true`): Promise<string[]> {
  const rows = await database.handle.db.execute<{ id: number }>(sql`
    select id from security_alerts where state = 'confirmed' and ${where}
    order by occurred_at desc, id desc limit 50`);
  return rows.rows.map((row) => `urn:rampart:security-alert:${row.id}`);
}

describe(`Atom feeds on ${testDriver()}`, () => {
  it('/security-alerts/feed.xml lists the 50 newest confirmed incidents, each credited to its source', async () => {
    const feed = await read(await alertsFeed());
    expect(feed.title).toBe('Rampart security alerts');
    expect(feed.items.map((item) => item.id)).toEqual(await newestIncidentIds());
    const first = feed.items[0]!;
    expect(first.link).toMatch(new RegExp(`^${ORIGIN}/security-alerts\\?alert=\\d+$`));
    expect(first.author).toBe('DeFiHackLabs');
    expect(first.summary).toContain('Source: DeFiHackLabs');
  });

  it('takes the filters of /security-alerts: one chain, one year', async () => {
    const feed = await read(await alertsFeed('?chain=Ethereum&year=2024'));
    expect(feed.title).toBe('Rampart security alerts: Ethereum, 2024');
    const ids = await newestIncidentIds(
      sql`'Ethereum' = any(chains) and occurred_at >= '2024-01-01' and occurred_at < '2025-01-01'`,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(feed.items.map((item) => item.id)).toEqual(ids);
  });

  it.each(['?year=nope', '?sort=loss', '?chain=%00', '?unknown=1'])(
    'answers 400 JSON for %s',
    async (query) => {
      const response = await alertsFeed(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'ValidationError' });
    },
  );

  it("a project's feed holds its incidents and completed audits, with their sources", async () => {
    const rows = await database.handle.db.execute<{
      id: string;
      name: string;
      incidents: number;
      audits: number;
    }>(sql`
      select p.id, p.name,
        (select count(*)::int from security_alerts a where a.project_id = p.id and a.state = 'confirmed') as incidents,
        (select count(*)::int from audits u where u.project_id = p.id and u.status = 'completed'
           and u.completed_at is not null) as audits
      from projects p
      where exists (select 1 from security_alerts a where a.project_id = p.id and a.state = 'confirmed')
        and exists (select 1 from audits u where u.project_id = p.id and u.status = 'completed')
        -- Fewer entries than a feed holds: every one of them is in it.
        and (select count(*) from audits u where u.project_id = p.id)
          + (select count(*) from security_alerts a where a.project_id = p.id) < 40
      order by p.id limit 1`);
    const project = rows.rows[0]!;
    const feed = await read(await projectFeed(project.id));
    expect(feed.title).toBe(`${project.name} on Rampart`);
    const ids = feed.items.map((item) => item.id!);
    expect(ids.filter((id) => id.startsWith('urn:rampart:security-alert:'))).toHaveLength(
      Math.min(50, Number(project.incidents)),
    );
    expect(ids.filter((id) => id.startsWith('urn:rampart:audit:'))).toHaveLength(
      Math.min(50, Number(project.audits)),
    );
    const audit = feed.items.find((item) => item.id!.startsWith('urn:rampart:audit:'))!;
    expect(audit.title).toMatch(new RegExp(`^${project.name}: audit by .+ completed$`));
    expect(audit.summary).toMatch(/Source: .+/);
    // Newest first.
    const dates = feed.items.map((item) => Date.parse(item.isoDate!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('answers 404 JSON for an unknown or malformed project id', async () => {
    for (const id of ['no-such-project', 'Bad_Id']) {
      const response = await projectFeed(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'NotFound' });
    }
  });
});
