import 'server-only';
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projectScoreCategories, projectScores } from '../db/schema';

/** The stored scores of these projects, each with its categories (null for a score stored without them). */
export function storedScores(db: Executor, projectIds: readonly string[]) {
  return db
    .select({ ...getTableColumns(projectScores), categories: projectScoreCategories.categories })
    .from(projectScores)
    .leftJoin(projectScoreCategories, eq(projectScoreCategories.projectId, projectScores.projectId))
    .where(inArray(projectScores.projectId, [...projectIds]));
}
