// The survey endpoints, and the user's watchlists (the survey skips its watchlist steps for a
// user who has one), typed by their contracts. The feedback notification is on the pages' first load: the
// contracts, and zod with them, load with the first request's answer.
import type { SurveyAnswers } from '@/contracts/surveys';
import { apiRequest, lazyContract } from '@/lib/api-client';

const surveys = () => import('@/contracts/surveys');

export const fetchSurvey = () =>
  apiRequest('/api/user/survey', { schema: lazyContract(surveys, (module) => module.surveyOutput) });

export const uploadSurvey = (answers: SurveyAnswers) =>
  apiRequest('/api/user/survey/upload', {
    method: 'POST',
    body: answers,
    schema: lazyContract(surveys, (module) => module.uploadSurveyOutput),
  });

export const fetchHasWatchlists = () =>
  apiRequest('/api/watchlist', {
    schema: lazyContract(
      () => import('@/contracts/watchlists'),
      (module) => module.watchlistsOutput,
    ),
  }).then((output) => output.data.length > 0);
