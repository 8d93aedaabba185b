import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import type { Watchlist } from '@/contracts/watchlists';
import { projectScores, projects, users } from '@/server/db/schema';
import { GET as listWatchlists } from '@/app/api/watchlist/route';
import { callRoute } from './call-route';
import { makeProject, makeScoredProject, makeUser, makeWatchlist } from './factories';
import { testDriver } from './test-database';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();

describe(`the test factories on ${testDriver()}`, () => {
  it('make a listed project, and a scored one with the score and rank given', async () => {
    const { db } = database.handle;
    const plain = await makeProject(db, { id: 'synthetic-plain' });
    expect(plain).toMatchObject({ id: 'synthetic-plain', name: 'synthetic-plain', category: 'DeFi' });
    await makeScoredProject(
      db,
      { id: 'synthetic-scored', name: 'Synthetic Scored' },
      { score: 71.5, rank: 3 },
    );
    const [score] = await db
      .select()
      .from(projectScores)
      .where(eq(projectScores.projectId, 'synthetic-scored'));
    expect(score).toMatchObject({ score: 71.5, rank: 3, tier: 'A' });
    expect(await db.select().from(projects).where(eq(projects.id, 'synthetic-scored'))).toHaveLength(1);
  });

  it('make users with addresses of their own, verified unless said, whose session the endpoints accept', async () => {
    const { db } = database.handle;
    const [first, second] = [await makeUser(db), await makeUser(db)];
    expect(first.email).not.toBe(second.email);
    const unverified = await makeUser(db, { isVerified: false });
    const verifiedAt = async (id: string) =>
      (await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]!.at;
    expect(await verifiedAt(first.id)).toBeInstanceOf(Date);
    expect(await verifiedAt(unverified.id)).toBeNull();

    await makeProject(db, { id: 'synthetic-watched' });
    await makeWatchlist(db, { userId: first.id, name: 'Synthetic list', projects: ['synthetic-watched'] });
    const response = await callRoute(listWatchlists, '/api/watchlist', { cookie: first.cookie });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Watchlist[] };
    expect(data.map((list) => list.name)).toContain('Synthetic list');
    expect(data.find((list) => list.name === 'Synthetic list')!.projects).toEqual(['synthetic-watched']);
    const other = await callRoute(listWatchlists, '/api/watchlist', { cookie: second.cookie });
    expect(((await other.json()) as { data: Watchlist[] }).data.map((list) => list.name)).not.toContain(
      'Synthetic list',
    );
  });
});
