import 'server-only';
import { eq } from 'drizzle-orm';
import { surveyAnswers, type SurveyOutput } from '@/contracts/surveys';
import type { Executor } from '../db/client';
import { userSurveys } from '../db/schema';

/** GET /api/user/survey: the user's stored answers, or null. */
export async function getSurvey(db: Executor, userId: string): Promise<SurveyOutput> {
  const [row] = await db
    .select({ answers: userSurveys.answers })
    .from(userSurveys)
    .where(eq(userSurveys.userId, userId));
  if (!row) return { survey: null };
  // Answers stored by an older survey may name a choice that no longer exists: those read as unanswered.
  const parsed = surveyAnswers.partial().safeParse(row.answers);
  return { survey: parsed.success ? parsed.data : {} };
}
