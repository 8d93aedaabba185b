import type { ComponentProps } from 'react';
import { HISTORY_RANGES, type ScoreHistory } from './components/score-history';
import { DAY_MS } from '@/config/constants';

type ScoreHistoryProps = ComponentProps<typeof ScoreHistory>;
export type HistoryYear = Pick<ScoreHistoryProps, 'days' | 'incidents'>;

const DEFAULT_RANGE = HISTORY_RANGES[0].days;

/** The range of `?range=`: one of the published ranges, else the first. */
export function historyRangeOf(value: string | null): number {
  const days = Number(value);
  return HISTORY_RANGES.some((range) => range.days === days) ? days : DEFAULT_RANGE;
}

/** A year of history cut to the last `rangeDays` days before `now`, as the chart shows them. */
export function historyInRange(
  { days, incidents }: HistoryYear,
  rangeDays: number,
  now: string,
): HistoryYear {
  const since = new Date(Date.parse(now) - rangeDays * DAY_MS).toISOString().slice(0, 10);
  return {
    days: days.filter((day) => day.day >= since),
    incidents: incidents.filter((incident) => incident.day >= since),
  };
}
