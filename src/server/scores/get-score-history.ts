import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ScoreChange } from '@/lib/score/compute-score';
import { explainScoreDay, type ScoreCause } from '@/lib/score/score-causes';
import type { Executor } from '../db/client';
import { scoreHistory, securityAlerts } from '../db/schema';
import { toDay } from './recompute-scores';
import { DAY_MS } from '@/config/constants';

export interface ScoreHistoryView {
  readonly days: readonly {
    day: string;
    score: number | null;
    tier: string | null;
    changes: readonly ScoreChange[];
    causes: readonly ScoreCause[];
    /** Why the score changed that day, in words, cause by cause and signal by signal. */
    explanation: readonly string[];
  }[];
  /** Confirmed incidents in the same period, to mark on the chart. */
  readonly incidents: readonly { day: string; type: string }[];
}

/** A project's daily scores over the last `days` days, with what changed each day and the incidents. */
export async function getScoreHistory(
  db: Executor,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<ScoreHistoryView> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({
      day: scoreHistory.day,
      score: scoreHistory.score,
      tier: scoreHistory.tier,
      changes: scoreHistory.changes,
      causes: scoreHistory.causes,
    })
    .from(scoreHistory)
    .where(and(eq(scoreHistory.projectId, projectId), gte(scoreHistory.day, toDay(since))))
    .orderBy(asc(scoreHistory.day));
  const incidents = await db
    .select({
      day: sql<string>`to_char(${securityAlerts.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      type: securityAlerts.type,
    })
    .from(securityAlerts)
    .where(
      and(
        eq(securityAlerts.projectId, projectId),
        eq(securityAlerts.state, 'confirmed'),
        gte(securityAlerts.occurredAt, since),
      ),
    )
    .orderBy(asc(securityAlerts.occurredAt));
  return { days: rows.map((row) => ({ ...row, explanation: explainScoreDay(row) })), incidents };
}
