// GET /api/user/survey: the signed-in user's personalisation survey answers, null when never answered.
import { surveyOutput } from '@/contracts/surveys';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { getSurvey } from '@/server/surveys/get-survey';

export const GET = route({ auth: 'user', output: surveyOutput }, async ({ user }) =>
  getSurvey(await getDb(), user.id),
);
