import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { routeRequest } from '@/testing/call-route';
import { makeProject, makeUser } from '@/testing/factories';
import { watchlists } from '@/server/db/schema';
import { GET } from './route';
import { POST as upload } from './upload/route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();
beforeAll(async () => {
  await makeProject(database.handle.db, { id: 'alpha', name: 'Alpha' });
  await makeProject(database.handle.db, { id: 'beta', name: 'Beta' });
});

const request = (path: string, cookie: string, body?: unknown) => routeRequest(path, { cookie, body });
const newUser = () => makeUser(database.handle.db);

const listsOf = (userId: string) =>
  database.handle.db.select().from(watchlists).where(eq(watchlists.userId, userId));

describe(`GET /api/user/survey and POST /api/user/survey/upload on ${testDriver()}`, () => {
  it('stores the answers, and the favourite projects and the name make the first watchlist', async () => {
    const user = await newUser();
    expect(await (await GET(request('/api/user/survey', user.cookie))).json()).toEqual({ survey: null });
    const answers = {
      userType: 'Retail Investor',
      expertiseType: 'Competent',
      projects: ['alpha', 'beta'],
      watchlistName: 'Favourites',
    };
    const response = await upload(request('/api/user/survey/upload', user.cookie, answers));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { watchlistId: string };
    expect(body).toEqual({ survey: answers, watchlistId: expect.any(String) });
    const lists = await listsOf(user.id);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ id: body.watchlistId, name: 'Favourites', projects: ['alpha', 'beta'] });
    expect(await (await GET(request('/api/user/survey', user.cookie))).json()).toEqual({ survey: answers });

    // A second upload keeps the lists as they are.
    const again = await upload(
      request('/api/user/survey/upload', user.cookie, { projects: ['alpha'], watchlistName: 'Other' }),
    );
    expect(await again.json()).toMatchObject({ watchlistId: null });
    expect(await listsOf(user.id)).toHaveLength(1);
  });

  it('refuses unknown choices, fields and projects with 400, storing nothing, and 401 signed out', async () => {
    const user = await newUser();
    for (const body of [
      { userType: 'Whale' },
      { expertiseType: 'Guru' },
      { watchlistName: 'x'.repeat(21) },
      { watchlistName: '   ' },
      { extra: true },
    ]) {
      const response = await upload(request('/api/user/survey/upload', user.cookie, body));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await upload(
      request('/api/user/survey/upload', user.cookie, { projects: ['nope'], watchlistName: 'Mine' }),
    );
    expect(unknown.status).toBe(400);
    expect(await (await GET(request('/api/user/survey', user.cookie))).json()).toEqual({ survey: null });
    expect(await listsOf(user.id)).toHaveLength(0);
    expect((await GET(request('/api/user/survey', ''))).status).toBe(401);
  });
});
