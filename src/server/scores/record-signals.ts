import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { recordSignalsInput, type RecordSignalsInput } from '@/contracts/signals';
import { signalState } from '@/lib/score/compute-score';
import { signalByKey } from '@/lib/score/methodology';
import type { Db } from '../db/client';
import { projects, signals } from '../db/schema';
import { AppError } from '../errors/app-error';
import { recomputeScores } from './recompute-scores';

/**
 * Stores new measurements of a project's signals and recomputes its score (and every rank) in the same
 * transaction: a score never disagrees with the signals stored beside it.
 */
export async function recordSignals(db: Db, input: RecordSignalsInput, now = new Date()): Promise<void> {
  const { projectId, measurements } = recordSignalsInput.parse(input);
  await db.transaction(async (tx) => {
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw new AppError('ProjectNotFound', `no project ${projectId}`);
    for (const measurement of measurements) {
      const definition = signalByKey.get(measurement.key)!;
      const row = {
        projectId,
        key: measurement.key,
        value: measurement.value,
        measuredAt: measurement.value === null ? null : measurement.measuredAt,
        evidenceUrl: measurement.evidenceUrl,
        source: measurement.source,
        state: signalState(
          {
            value: measurement.value,
            measuredAt: measurement.value === null ? null : measurement.measuredAt,
          },
          definition.maxAgeDays,
          now,
        ),
        updatedAt: now,
      };
      await tx
        .insert(signals)
        .values(row)
        .onConflictDoUpdate({
          target: [signals.projectId, signals.key],
          set: {
            value: row.value,
            measuredAt: row.measuredAt,
            evidenceUrl: row.evidenceUrl,
            source: row.source,
            state: row.state,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await recomputeScores(tx, { projectIds: [projectId], asOf: now });
  });
}
