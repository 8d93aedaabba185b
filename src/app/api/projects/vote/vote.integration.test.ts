import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { uniqueClientAddress } from '@/testing/client-address';
import { visitorCookie } from '@/testing/visitor-cookie';
import { callRoute } from '@/testing/call-route';
import { makeProject } from '@/testing/factories';
import { pageViews, projectVotes, signals } from '@/server/db/schema';
import { GET as summaryGet } from '../average-yes-percentage/route';
import { GET as pageViewGet } from '../page-view/route';
import { GET, POST } from './route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const HOST = 'localhost:3000';
const database = preparedTestDatabase();
beforeAll(async () => {
  await makeProject(database.handle.db, { id: 'acme', name: 'Acme' });
});

// Each run is a client of its own: rate limits may be shared through Redis across runs.
const CLIENT_IP = uniqueClientAddress();
const visitor = visitorCookie;
const sameSite = (cookie: string, address = CLIENT_IP) => ({
  host: HOST,
  'sec-fetch-site': 'same-origin',
  cookie,
  'x-forwarded-for': address,
});
// A GET carries no Origin: only the headers each case gives say where it comes from.
const getVote = (query: string, headers: Record<string, string>) =>
  callRoute(GET, `/api/projects/vote?${query}`, { origin: null, address: CLIENT_IP, headers });
const postVote = (body: unknown, headers: Record<string, string>) =>
  callRoute(POST, '/api/projects/vote', { body, address: CLIENT_IP, headers });
const summary = async (cookie = '') =>
  (
    await callRoute(summaryGet, '/api/projects/average-yes-percentage?id=acme', {
      origin: null,
      address: null,
      headers: { cookie },
    })
  ).json();

describe(`GET and POST /api/projects/vote on ${testDriver()}`, () => {
  it('records one changeable vote per visitor and answers the new share', async () => {
    const first = await getVote('id=acme&vote=yes', sameSite(visitor(1)));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ projectId: 'acme', yesPercentage: 100, votes: 1, myVote: 'yes' });

    const second = await postVote({ id: 'acme', vote: 'no' }, sameSite(visitor(2)));
    expect(await second.json()).toMatchObject({ yesPercentage: 50, votes: 2, myVote: 'no' });

    // The first visitor changes its mind: still two votes.
    const changed = await getVote('id=acme&vote=no', sameSite(visitor(1)));
    expect(await changed.json()).toMatchObject({ yesPercentage: 0, votes: 2, myVote: 'no' });
    expect(await summary(visitor(1))).toEqual({
      projectId: 'acme',
      yesPercentage: 0,
      votes: 2,
      myVote: 'no',
    });
    expect(await summary()).toMatchObject({ myVote: null, votes: 2 });
  });

  it.each([
    ['no visitor cookie', ''],
    ['a made-up visitor id', 'rampart_vid=00000000-0000-4000-8000-000000000077'],
    ['a forged signature', `${visitor(77).slice(0, -4)}AAAA`],
  ])('counts nothing for %s (403 VisitorCookieRequired)', async (_label, cookie) => {
    const before = await database.handle.db.select().from(projectVotes);
    for (const response of [
      await getVote('id=acme&vote=no', sameSite(cookie)),
      await postVote({ id: 'acme', vote: 'no' }, sameSite(cookie)),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'VisitorCookieRequired' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await database.handle.db.select().from(projectVotes)).toHaveLength(before.length);
  });

  it.each([
    ['an image tag on another site', { host: HOST, 'sec-fetch-site': 'cross-site', cookie: visitor(9) }],
    ['a same-site subdomain', { host: HOST, 'sec-fetch-site': 'same-site', cookie: visitor(9) }],
    ['no origin information at all', { host: HOST, cookie: visitor(9) }],
    ['a foreign referer', { host: HOST, referer: 'https://evil.test/page', cookie: visitor(9) }],
  ])('changes nothing for %s (403)', async (_label, headers) => {
    const before = await database.handle.db.select().from(projectVotes);
    const response = await getVote('id=acme&vote=yes', headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
    expect(await database.handle.db.select().from(projectVotes)).toHaveLength(before.length);
  });

  it('feeds the Community Trust signal only once 10 client addresses voted, each counted once', async () => {
    const signal = async () =>
      (
        await database.handle.db
          .select()
          .from(signals)
          .where(and(eq(signals.projectId, 'acme'), eq(signals.key, 'vote_yes_pct')))
      )[0];
    expect(await signal()).toMatchObject({ value: null, state: 'not_available' });
    // Twelve visitor cookies from one machine: twelve votes on the page, one address for the score.
    const scripted = uniqueClientAddress();
    for (let n = 100; n < 112; n += 1) await getVote('id=acme&vote=no', sameSite(visitor(n), scripted));
    expect(await signal()).toMatchObject({ value: null, state: 'not_available' });
    // Eight more addresses voting yes: with the first test's client and the scripted one, ten addresses.
    for (let n = 200; n < 208; n += 1) {
      await getVote('id=acme&vote=yes', sameSite(visitor(n), uniqueClientAddress()));
    }
    const row = await signal();
    expect(row!.state).toBe('measured');
    // Per address: the first client's latest vote was 'no', the scripted address's 'no', eight 'yes'.
    expect(row!.value).toBe(80);
  });

  it.each([
    ['an unknown project', 'id=nope&vote=yes', 404, 'ProjectNotFound'],
    ['a vote that is not yes or no', 'id=acme&vote=maybe', 400, 'ValidationError'],
    ['no project id', 'vote=yes', 400, 'ValidationError'],
    ['an unknown parameter', 'id=acme&vote=yes&weight=100', 400, 'ValidationError'],
  ])('refuses %s', async (_label, query, status, error) => {
    const response = await getVote(query, sameSite(visitor(3)));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
  });
});

describe(`GET /api/projects/page-view on ${testDriver()}`, () => {
  const view = (headers: Record<string, string>, projectId = 'acme') =>
    callRoute(pageViewGet, `/api/projects/page-view?projectId=${projectId}`, {
      origin: null,
      address: CLIENT_IP,
      headers,
    });

  it('records a view once per visit and refuses cross-site requests', async () => {
    expect(await (await view(sameSite(visitor(50)))).json()).toEqual({ projectId: 'acme', recorded: true });
    expect(await (await view(sameSite(visitor(50)))).json()).toEqual({ projectId: 'acme', recorded: false });
    expect(await (await view(sameSite(visitor(51)))).json()).toEqual({ projectId: 'acme', recorded: true });
    expect((await view({ host: HOST, 'sec-fetch-site': 'cross-site', cookie: visitor(52) })).status).toBe(
      403,
    );
    const rows = await database.handle.db.select().from(pageViews).where(eq(pageViews.projectId, 'acme'));
    expect(rows).toHaveLength(2);
    expect((await view(sameSite(visitor(53)), 'nope')).status).toBe(404);
  });
});
