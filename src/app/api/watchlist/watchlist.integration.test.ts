import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import type { Watchlist } from '@/contracts/watchlists';
import { testDriver } from '@/testing/test-database';
import { callRoute, type RouteHandler } from '@/testing/call-route';
import { makeProject, makeScoredProject, makeUser } from '@/testing/factories';
import { projectTokens, securityAlerts, watchlistMarks, watchlists } from '@/server/db/schema';
import { confirmSecurityAlert } from '@/server/security/confirm-security-alert';
import { GET as listWatchlists } from './route';
import { POST as createWatchlist } from './create/route';
import { POST as updateWatchlist } from './update/route';
import { POST as deleteWatchlist } from './delete/route';
import { GET as exportWatchlist } from './export/route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const database = preparedTestDatabase();

const newUser = () => makeUser(database.handle.db);

const create = (cookie: string, body: unknown) =>
  callRoute(createWatchlist, '/api/watchlist/create', { cookie, body });
const update = (cookie: string, body: unknown) =>
  callRoute(updateWatchlist, '/api/watchlist/update', { cookie, body });
const remove = (cookie: string, id: string) =>
  callRoute(deleteWatchlist, '/api/watchlist/delete', { cookie, body: { id } });
const exportCsv = (cookie: string, id: string) =>
  callRoute(exportWatchlist, `/api/watchlist/export?id=${encodeURIComponent(id)}`, { cookie });
async function lists(cookie: string): Promise<Watchlist[]> {
  const response = await callRoute(listWatchlists, '/api/watchlist', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Watchlist[] }).data;
}
async function created(cookie: string, body: { name: string; projects?: string[] }): Promise<Watchlist> {
  const response = await create(cookie, body);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (await response.json()) as Watchlist;
}

beforeAll(async () => {
  const { db } = database.handle;
  const logo = '/logos/monogram/x.png';
  await makeScoredProject(
    db,
    { id: 'alpha', name: 'Alpha', logo, chains: ['Ethereum', 'Base'] },
    { score: 81.5, tier: 'AA', rank: 1 },
  );
  await makeProject(db, { id: 'beta', name: 'Beta, "the second"', logo, category: 'Layer 1', chains: [] });
  await makeProject(db, { id: 'gamma', name: 'Gamma', logo });
  // Text a spreadsheet would run as a formula.
  await makeProject(db, { id: 'evil', name: '=HYPERLINK("http://x.test")', logo, category: '@SUM(1)' });
  await db.insert(projectTokens).values([
    { projectId: 'alpha', position: 0, ticker: 'ALP' },
    { projectId: 'alpha', position: 1, ticker: 'ALP2' },
    { projectId: 'evil', position: 0, ticker: '-1+2' },
  ]);
});

describe(`the watchlist endpoints on ${testDriver()}`, () => {
  it('answers 401 without a session, for every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const cases: [RouteHandler, string, unknown][] = [
      [listWatchlists, '/api/watchlist', undefined],
      [createWatchlist, '/api/watchlist/create', { name: 'Mine' }],
      [updateWatchlist, '/api/watchlist/update', { id, name: 'Mine' }],
      [deleteWatchlist, '/api/watchlist/delete', { id }],
      [exportWatchlist, `/api/watchlist/export?id=${id}`, undefined],
    ];
    for (const [handler, path, body] of cases) {
      const response = await callRoute(handler, path, { body });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('creates a list and answers it whole, id included; repeats are dropped, first kept', async () => {
    const user = await newUser();
    const list = await created(user.cookie, { name: '  Blue chips ', projects: ['beta', 'alpha', 'beta'] });
    expect(list).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Blue chips',
      projects: ['beta', 'alpha'],
      version: 0,
      marks: [],
    });
    const empty = await created(user.cookie, { name: 'Later' });
    expect(empty.projects).toEqual([]);
    expect(await lists(user.cookie)).toEqual([list, empty]);
    const [row] = await database.handle.db.select().from(watchlists).where(eq(watchlists.id, list.id));
    expect(row?.userId).toBe(user.id);
  });

  it('refuses names that are too long, empty or already used (case aside)', async () => {
    const user = await newUser();
    const list = await created(user.cookie, { name: 'DeFi' });
    const refused: [unknown, number, string][] = [
      [{ name: 'x'.repeat(21) }, 400, 'ValidationError'],
      [{ name: '' }, 400, 'ValidationError'],
      [{ name: '    ' }, 400, 'ValidationError'],
      [{ name: 'DeFi' }, 409, 'WatchlistNameUsed'],
      [{ name: 'defi' }, 409, 'WatchlistNameUsed'],
      [{ name: ' DEFI ' }, 409, 'WatchlistNameUsed'],
      [{ name: 'Ok', projects: 'alpha' }, 400, 'ValidationError'],
      [{ name: 'Ok', extra: true }, 400, 'ValidationError'],
    ];
    for (const [body, status, error] of refused) {
      const response = await create(user.cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    }
    expect((await created(user.cookie, { name: 'x'.repeat(20) })).name).toBe('x'.repeat(20));
    const other = await created(user.cookie, { name: 'Other' });
    const renamed = await update(user.cookie, { id: other.id, name: 'DEFI' });
    expect(renamed.status).toBe(409);
    expect(await renamed.json()).toEqual({ error: 'WatchlistNameUsed' });
    const tooLong = await update(user.cookie, { id: other.id, name: 'y'.repeat(21) });
    expect(tooLong.status).toBe(400);
    // Its own name in another case is no clash.
    expect(await (await update(user.cookie, { id: list.id, name: 'DEFI' })).json()).toMatchObject({
      name: 'DEFI',
    });
    // Another user may use the same name.
    expect((await created((await newUser()).cookie, { name: 'defi' })).name).toBe('defi');
  });

  it('lets only one of two simultaneous creates of one name win', async () => {
    const user = await newUser();
    const answers = await Promise.all([
      create(user.cookie, { name: 'Race' }),
      create(user.cookie, { name: 'RACE' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await lists(user.cookie)).length).toBe(1);
  });

  it('answers a create sent again with the same Idempotency-Key with the list it made, and makes no other', async () => {
    const owner = await newUser();
    const headers = { 'idempotency-key': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
    const send = () =>
      callRoute(createWatchlist, '/api/watchlist/create', {
        cookie: owner.cookie,
        body: { name: 'Once' },
        headers,
      });
    const [first, again] = await Promise.all([send(), send()]);
    expect([first.status, again.status]).toEqual([200, 200]);
    const [one, two] = [(await first.json()) as Watchlist, (await again.json()) as Watchlist];
    expect(two.id).toBe(one.id);
    expect((await lists(owner.cookie)).map((list) => list.name)).toEqual(['Once']);
    // Another key is another request: the name is then taken.
    const other = await callRoute(createWatchlist, '/api/watchlist/create', {
      cookie: owner.cookie,
      body: { name: 'Once' },
      headers: { 'idempotency-key': 'ffffffffffffffffffffffffffffffff' },
    });
    expect(other.status).toBe(409);
    const bad = await callRoute(createWatchlist, '/api/watchlist/create', {
      cookie: owner.cookie,
      body: { name: 'Bad key' },
      headers: { 'idempotency-key': 'no spaces allowed' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'InvalidIdempotencyKey' });
  });

  it('refuses an unknown project and writes nothing', async () => {
    const user = await newUser();
    const response = await create(user.cookie, { name: 'Ghosts', projects: ['alpha', 'no-such-project'] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'UnknownProject' });
    expect(await lists(user.cookie)).toEqual([]);
    const list = await created(user.cookie, { name: 'Real', projects: ['alpha'] });
    const changed = await update(user.cookie, { id: list.id, projects: ['alpha', 'no-such-project'] });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({ error: 'UnknownProject' });
    // With a new name and a stale version too: the unknown project is the answer, and the name stays.
    const renamed = await update(user.cookie, {
      id: list.id,
      name: 'Renamed',
      projects: ['no-such-project', 'alpha', 'alpha'],
      version: list.version + 5,
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({ error: 'UnknownProject' });
    expect(await lists(user.cookie)).toEqual([list]);
    // Repeats are dropped, first occurrence kept, and every id is checked once.
    const repeated = await update(user.cookie, { id: list.id, projects: ['gamma', 'alpha', 'gamma'] });
    expect(repeated.status).toBe(200);
    expect(((await repeated.json()) as Watchlist).projects).toEqual(['gamma', 'alpha']);
  });

  it("keeps another user's list out of reach: 404 for update, delete and export, and unchanged", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const list = await created(alice.cookie, { name: 'Private', projects: ['alpha'] });
    expect(await lists(bob.cookie)).toEqual([]);
    for (const id of [list.id, 'temp', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answers = [
        await update(bob.cookie, { id, name: 'Taken over' }),
        await update(bob.cookie, { id, projects: [], version: 0 }),
        await remove(bob.cookie, id),
        await exportCsv(bob.cookie, id),
      ];
      for (const answer of answers) {
        expect(answer.status, id).toBe(404);
        expect(await answer.json()).toEqual({ error: 'NotFound' });
      }
    }
    expect(await lists(alice.cookie)).toEqual([list]);
  });

  it('applies one of two updates made on the same version; the other, reloaded and redone, keeps both', async () => {
    const user = await newUser();
    const list = await created(user.cookie, { name: 'Shared', projects: ['alpha'] });
    const [first, second] = await Promise.all([
      update(user.cookie, { id: list.id, projects: ['alpha', 'beta'], version: 0 }),
      update(user.cookie, { id: list.id, projects: ['alpha', 'gamma'], version: 0 }),
    ]);
    const answers = [first!, second!];
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(await loser.json()).toEqual({ error: 'VersionConflict' });
    const winner = (await answers.find((a) => a.status === 200)!.json()) as Watchlist;
    expect(winner.version).toBe(1);
    const lostProject = winner.projects.includes('beta') ? 'gamma' : 'beta';

    // The losing client reloads, reapplies its change on the current version, and both changes stay.
    const [reloaded] = await lists(user.cookie);
    const redone = await update(user.cookie, {
      id: list.id,
      projects: [...reloaded!.projects, lostProject],
      version: reloaded!.version,
    });
    expect(redone.status).toBe(200);
    const both = ['alpha', winner.projects[1], lostProject];
    expect(await redone.json()).toMatchObject({ projects: both, version: 2 });

    // Without a version the change applies to the current state; a rename keeps the projects.
    const renamed = await update(user.cookie, { id: list.id, name: 'Renamed' });
    expect(await renamed.json()).toMatchObject({ name: 'Renamed', projects: both, version: 3 });
    const stale = await update(user.cookie, { id: list.id, name: 'Stale', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: 'VersionConflict' });
    const missingFields = await update(user.cookie, { id: list.id, version: 3 });
    expect(missingFields.status).toBe(400);
  });

  it('refuses the 51st list, even when the creates arrive together', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 51 }, (_, index) => create(user.cookie, { name: `List ${index + 1}` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    const refused = answers.find((a) => a.status !== 200)!;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'TooManyWatchlists' });
    expect(await lists(user.cookie)).toHaveLength(50);
    const again = await create(user.cookie, { name: 'One more' });
    expect(await again.json()).toEqual({ error: 'TooManyWatchlists' });
  });

  it('deletes a list; it is gone, and a second delete is 404', async () => {
    const user = await newUser();
    const keep = await created(user.cookie, { name: 'Keep' });
    const drop = await created(user.cookie, { name: 'Drop', projects: ['alpha'] });
    const deleted = await remove(user.cookie, drop.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ ok: true });
    expect(await lists(user.cookie)).toEqual([keep]);
    expect((await remove(user.cookie, drop.id)).status).toBe(404);
    // The name is free again.
    expect((await created(user.cookie, { name: 'drop' })).name).toBe('drop');
  });

  it('exports a list as CSV: a header, one row per project in order, formula cells neutralised', async () => {
    const user = await newUser();
    const list = await created(user.cookie, { name: 'My "risky" list', projects: ['evil', 'alpha', 'beta'] });
    const response = await exportCsv(user.cookie, list.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="My _risky_ list.csv"; filename*=UTF-8''My%20%22risky%22%20list.csv`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte-order mark first, so that spreadsheets read non-ASCII names right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')).toEqual([
      'Rank,Name,Ticker,Security Score,Tier,Category,Chains,URL',
      `,"'=HYPERLINK(""http://x.test"")",'-1+2,,,'@SUM(1),,/projects/evil`,
      '1,Alpha,ALP,81.5,AA,DeFi,Ethereum; Base,/projects/alpha',
      ',"Beta, ""the second""",,,,Layer 1,,/projects/beta',
      '',
    ]);
  });

  it('shows the marks of confirmed alerts in GET /api/watchlist, latest first, on lists holding the project', async () => {
    const user = await newUser();
    const watching = await created(user.cookie, { name: 'Watching', projects: ['gamma', 'alpha'] });
    const other = await created(user.cookie, { name: 'Other', projects: ['beta'] });
    const alert = (key: string, occurredAt: string) => ({
      externalKey: key,
      projectId: 'gamma',
      projectName: 'Gamma',
      type: 'Phishing',
      chains: [],
      occurredAt: new Date(occurredAt),
      state: 'reported' as const,
    });
    const [first, second] = await database.handle.db
      .insert(securityAlerts)
      .values([alert('test:gamma-1', '2026-10-01T00:00:00Z'), alert('test:gamma-2', '2026-10-05T00:00:00Z')])
      .returning({ id: securityAlerts.id });
    await confirmSecurityAlert(database.handle.db, first!.id);
    await confirmSecurityAlert(database.handle.db, second!.id);
    const [withMarks, withoutMarks] = await lists(user.cookie);
    expect(withMarks).toMatchObject({ id: watching.id, version: 0 });
    expect(withMarks!.marks.map((mark) => [mark.projectId, mark.reason, mark.detail])).toEqual([
      ['gamma', 'security_alert', 'Phishing on 2026-10-05'],
      ['gamma', 'security_alert', 'Phishing on 2026-10-01'],
    ]);
    expect(Date.parse(withMarks!.marks[0]!.at)).not.toBeNaN();
    expect(withoutMarks).toEqual(other);
    // Another user watching nothing sees none of it.
    expect(await lists((await newUser()).cookie)).toEqual([]);
  });

  it('a list shows the latest 100 marks of its projects, each at its time to the millisecond, in every answer', async () => {
    const user = await newUser();
    const base = Date.parse('2026-09-01T00:00:00.000Z');
    // 105 marks on gamma, one a minute and 7 ms apart; one on beta, which the list does not hold.
    const at = (index: number) => new Date(base + index * 60_007);
    await database.handle.db.insert(watchlistMarks).values([
      ...Array.from({ length: 105 }, (_, index) => ({
        userId: user.id,
        projectId: 'gamma',
        reason: 'score_drop' as const,
        sourceKey: `drop:test-${index}`,
        detail: `drop ${index}`,
        createdAt: at(index),
      })),
      {
        userId: user.id,
        projectId: 'beta',
        reason: 'score_drop',
        sourceKey: 'drop:beta',
        detail: 'beta drop',
      },
    ]);
    const latest = Array.from({ length: 100 }, (_, offset) => ({
      projectId: 'gamma',
      reason: 'score_drop',
      detail: `drop ${104 - offset}`,
      at: at(104 - offset).toISOString(),
    }));
    // The answer of the create, of the update and of the list each carry them.
    const made = await created(user.cookie, { name: 'Gamma only', projects: ['gamma'] });
    expect(made.marks).toEqual(latest);
    const renamed = await update(user.cookie, { id: made.id, name: 'Still gamma', version: made.version });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Watchlist).marks).toEqual(latest);
    expect((await lists(user.cookie))[0]!.marks).toEqual(latest);
    // Without gamma the list shows none of gamma's marks; with beta, beta's.
    const swapped = await update(user.cookie, { id: made.id, projects: ['beta'] });
    expect(((await swapped.json()) as Watchlist).marks.map((mark) => mark.detail)).toEqual(['beta drop']);
  });
});
