import type { Db, Executor } from '@/server/db/client';
import { createUser } from '@/server/auth/create-user';
import type { UserRow } from '@/server/auth/find-user';
import { hashPassword } from '@/server/auth/password';
import { projectScoreCategories, projectScores, projects } from '@/server/db/schema';
import { createWatchlist } from '@/server/watchlists/create-watchlist';
import { sessionCookieFor } from './session-cookie';

// Rows for tests, with every column a test does not care about filled in. Names are made up, never real ones.

type ProjectInsert = typeof projects.$inferInsert;
type ScoreInsert = typeof projectScores.$inferInsert;

let sequence = 0;
/** Unique within a run and across runs that share a database server. */
const uniqueSuffix = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

/** A listed project: `id` is the slug; name, monogram logo, category and source default. */
export async function makeProject(
  db: Executor,
  project: Pick<ProjectInsert, 'id'> & Partial<ProjectInsert>,
): Promise<typeof projects.$inferSelect> {
  const [row] = await db
    .insert(projects)
    .values({
      name: project.id,
      logo: `/logos/monogram/${project.id}.png`,
      category: 'DeFi',
      source: 'import',
      ...project,
    })
    .returning();
  return row!;
}

/** A project with a stored score (set `score` and `rank`; the rest of the score row defaults). */
export async function makeScoredProject(
  db: Executor,
  project: Pick<ProjectInsert, 'id'> & Partial<ProjectInsert>,
  score: Pick<ScoreInsert, 'score'> & Partial<Omit<ScoreInsert, 'projectId'>>,
): Promise<typeof projects.$inferSelect> {
  const row = await makeProject(db, project);
  await db.insert(projectScores).values({
    projectId: row.id,
    tier: 'A',
    coverage: 0.9,
    confidence: 'high',
    methodologyVersion: 'test',
    computedAt: new Date(),
    ...score,
  });
  await db.insert(projectScoreCategories).values({ projectId: row.id, categories: [] });
  return row;
}

export interface TestUser extends UserRow {
  /** The Cookie header of a fresh session of the user. */
  readonly cookie: string;
}

/** A user with a unique e-mail (at `domain`), verified unless said otherwise, and a session cookie. */
export async function makeUser(
  db: Executor,
  options: {
    readonly email?: string;
    readonly domain?: string;
    readonly password?: string;
    readonly isVerified?: boolean;
  } = {},
): Promise<TestUser> {
  const user = await createUser(db, {
    email: options.email ?? `user-${uniqueSuffix()}${options.domain ?? '@example.com'}`,
    passwordHash: options.password === undefined ? null : await hashPassword(options.password),
    emailVerifiedAt: options.isVerified === false ? null : new Date(),
  });
  return { ...user, cookie: await sessionCookieFor(user) };
}

/** A watchlist of the user, made as the create endpoint makes it. */
export const makeWatchlist = (db: Db, options: { userId: string; name: string; projects?: string[] }) =>
  createWatchlist(db, { projects: [], ...options });
