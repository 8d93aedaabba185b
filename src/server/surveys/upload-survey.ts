import 'server-only';
import { count, eq } from 'drizzle-orm';
import { WATCHLIST_PLACEHOLDER_NAME } from '@/config/constants';
import type { SurveyAnswers, UploadSurveyOutput } from '@/contracts/surveys';
import type { Db } from '../db/client';
import { userSurveys, watchlists } from '../db/schema';
import { createWatchlist } from '../watchlists/create-watchlist';

export interface UploadSurveyOptions {
  readonly userId: string;
  readonly answers: SurveyAnswers;
}

/**
 * Stores the personalisation survey's answers (a new upload replaces the old). Favourite projects and a watchlist
 * name make the user's first watchlist, through the watchlists' own create (its checks and errors apply); a user
 * who has a list already keeps the lists as they are. The list is created first, so a refused list stores nothing.
 */
export async function uploadSurvey(db: Db, options: UploadSurveyOptions): Promise<UploadSurveyOutput> {
  const { userId, answers } = options;
  let watchlistId: string | null = null;
  const wantsList = answers.watchlistName !== undefined || (answers.projects?.length ?? 0) > 0;
  if (wantsList) {
    const [existing] = await db
      .select({ lists: count() })
      .from(watchlists)
      .where(eq(watchlists.userId, userId));
    if ((existing?.lists ?? 0) === 0) {
      const created = await createWatchlist(db, {
        userId,
        name: answers.watchlistName ?? WATCHLIST_PLACEHOLDER_NAME,
        projects: answers.projects ?? [],
      });
      watchlistId = created.id;
    }
  }
  await db
    .insert(userSurveys)
    .values({ userId, answers })
    .onConflictDoUpdate({ target: userSurveys.userId, set: { answers, updatedAt: new Date() } });
  return { survey: answers, watchlistId };
}
