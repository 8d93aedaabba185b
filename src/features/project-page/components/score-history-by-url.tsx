'use client';

import { useSearchParams } from 'next/navigation';
import { historyInRange, historyRangeOf, type HistoryYear } from '../history-range';
import { ScoreHistory } from './score-history';

/**
 * The score history in the range the URL names (`?range=90`). The page is served from the page cache, the same
 * for every range: the range is applied here, in the browser, to the year of history the page carries.
 */
export function ScoreHistoryByUrl({
  projectId,
  year,
  now,
}: {
  readonly projectId: string;
  readonly year: HistoryYear;
  /** When the page was rendered, as an ISO date-time. */
  readonly now: string;
}) {
  const rangeDays = historyRangeOf(useSearchParams().get('range'));
  return (
    <ScoreHistory projectId={projectId} rangeDays={rangeDays} {...historyInRange(year, rangeDays, now)} />
  );
}
