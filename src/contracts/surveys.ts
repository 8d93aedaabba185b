import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';
import { USER_TYPES } from './constants';
import { watchlistName } from './watchlists';

// The two surveys: the signed-out user-type survey, kept in the browser, and the
// signed-in personalisation survey, stored per user.

/** User types: Retail Investor and Institutional Partner, and Project Owner in the signed-out survey. */
export { USER_TYPES, type UserType } from './constants';
export const EXPERTISE_TYPES = ['Beginner', 'Competent', 'Proficient', 'Expert'] as const;
export const INSTITUTION_TYPES = [
  'VC/Hedge fund',
  'Blockchain Security',
  'Exchange',
  'Project Owner',
] as const;

/** Most favourite projects the survey takes: its picker is for a handful, not a whole list. */
export const SURVEY_MAX_PROJECTS = 50;

/** The survey's answers: every one optional, since each question can be skipped. */
export const surveyAnswers = z
  .object({
    userType: z.enum(USER_TYPES).optional(),
    institutionType: z.enum(INSTITUTION_TYPES).optional(),
    expertiseType: z.enum(EXPERTISE_TYPES).optional(),
    projects: z.array(lineText().min(1).max(200)).max(SURVEY_MAX_PROJECTS).optional(),
    watchlistName: watchlistName.optional(),
  })
  .strict();
export type SurveyAnswers = z.infer<typeof surveyAnswers>;

/** POST /api/user/survey/upload: the answers; with projects or a name, they make the user's first watchlist. */
export const uploadSurveyInput = surveyAnswers;

/** GET /api/user/survey: the stored answers, null when the user never answered. */
export const surveyOutput = z.object({ survey: surveyAnswers.nullable() });
export type SurveyOutput = z.infer<typeof surveyOutput>;

/** The answer of the upload: the stored answers and the id of the watchlist it created, if any. */
export const uploadSurveyOutput = z.object({ survey: surveyAnswers, watchlistId: z.string().nullable() });
export type UploadSurveyOutput = z.infer<typeof uploadSurveyOutput>;
