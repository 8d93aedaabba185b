// The survey endpoints of spec section 7, and the user's watchlists (the survey skips its watchlist steps for a
// user who has one), typed by their contracts.
import { surveyOutput, uploadSurveyOutput, type SurveyAnswers } from '@/contracts/surveys';
import { watchlistsOutput } from '@/contracts/watchlists';
import { apiRequest } from '@/lib/api-client';

export const fetchSurvey = () => apiRequest('/api/user/survey', { schema: surveyOutput });

export const uploadSurvey = (answers: SurveyAnswers) =>
  apiRequest('/api/user/survey/upload', { method: 'POST', body: answers, schema: uploadSurveyOutput });

export const fetchHasWatchlists = () =>
  apiRequest('/api/watchlist', { schema: watchlistsOutput }).then((output) => output.data.length > 0);
