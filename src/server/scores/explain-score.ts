import 'server-only';
import { eq } from 'drizzle-orm';
import { computeScore } from '@/lib/score/compute-score';
import { MIN_COVERAGE, signalByKey, type SignalKey } from '@/lib/score/methodology';
import { NOT_RATED } from '@/lib/score/not-rated';
import type { Executor } from '../db/client';
import { projectScores, projects, signals } from '../db/schema';

/**
 * `npm run explain`: a project's stored signals and every step of its Security Score, recomputed from them as
 * of the stored score's time, beside the stored score (the two agree unless the signals changed since). Null for
 * an unknown project.
 */
export async function explainScore(db: Executor, projectId: string): Promise<string[] | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) return null;
  const [stored] = await db.select().from(projectScores).where(eq(projectScores.projectId, projectId));
  const rows = await db.select().from(signals).where(eq(signals.projectId, projectId));
  const asOf = stored?.computedAt ?? new Date();
  const result = computeScore(
    rows
      .filter((row) => signalByKey.has(row.key as SignalKey))
      .map((row) => ({ key: row.key as SignalKey, value: row.value, measuredAt: row.measuredAt })),
    asOf,
  );
  const lines = [
    `${project.name} (${project.id}), methodology ${result.methodologyVersion}, as of ${asOf.toISOString()}`,
  ];
  for (const category of result.categories) {
    // The category's weight in the total: its weight times the share of its signal weight that has evidence.
    const available = category.signals
      .filter((signal) => signal.subscore !== null)
      .reduce((sum, signal) => sum + signalByKey.get(signal.key)!.weight, 0);
    lines.push(
      '',
      `${category.name} (weight ${category.weight}, with evidence ${(category.weight * available) / 100}): ` +
        `${category.score ?? 'not available'}`,
    );
    for (const signal of category.signals) {
      const definition = signalByKey.get(signal.key)!;
      const row = rows.find((r) => r.key === signal.key);
      lines.push(
        `  ${definition.name.padEnd(42)} value ${String(signal.value ?? '—').padStart(16)} ${definition.unit.padEnd(10)}` +
          ` weight ${String(definition.weight).padStart(3)}  ${signal.state.padEnd(13)} sub-score ${String(signal.subscore ?? '—').padStart(6)}` +
          `  contribution ${String(signal.contribution ?? '—').padStart(6)}  measured ${row?.measuredAt?.toISOString().slice(0, 10) ?? '—'}` +
          `${row && signal.state !== 'not_available' ? `  source ${row.source}` : ''}`,
      );
    }
  }
  lines.push(
    '',
    `Security Score ${result.score ?? `${NOT_RATED} (minimum coverage ${MIN_COVERAGE * 100} %)`}` +
      ` (${result.tier ?? '—'}), coverage ${(result.coverage * 100).toFixed(2)} %,` +
      ` confidence ${result.confidence}; stored: ${stored?.score ?? '—'}, rank ${stored?.rank ?? '—'}`,
  );
  return lines;
}
