// POST /api/user/survey/upload: the personalisation survey's answers; favourite projects and a watchlist name
// make the user's first watchlist.
import { uploadSurveyInput, uploadSurveyOutput } from '@/contracts/surveys';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { uploadSurvey } from '@/server/surveys/upload-survey';

export const POST = route(
  {
    auth: 'user',
    input: uploadSurveyInput,
    output: uploadSurveyOutput,
    rateLimit: { name: 'survey-upload', points: 30, windowSeconds: 600 },
  },
  async ({ user, input }) => uploadSurvey(await getDb(), { userId: user.id, answers: input }),
);
