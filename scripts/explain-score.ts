// npm run explain -- <project id>: the stored signals of a project and every step of its Security Score.
import { eq } from 'drizzle-orm';
import { computeScore } from '../src/lib/score/compute-score';
import { signalByKey, type SignalKey } from '../src/lib/score/methodology';
import { projectScores, projects, signals } from '../src/server/db/schema';
import { loadEnvOrExit } from './lib/load-env';
import { openConfiguredDatabase } from './lib/open-configured-database';

async function main(): Promise<void> {
  const id = process.argv[2];
  if (!id) {
    console.error('Usage: npm run explain -- <project id>');
    process.exit(2);
  }
  const handle = await openConfiguredDatabase(loadEnvOrExit());
  try {
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, id));
    if (!project) {
      console.error(`No project with id ${id}.`);
      process.exit(1);
    }
    const [stored] = await handle.db.select().from(projectScores).where(eq(projectScores.projectId, id));
    const rows = await handle.db.select().from(signals).where(eq(signals.projectId, id));
    const asOf = stored?.computedAt ?? new Date();
    const result = computeScore(
      rows
        .filter((row) => signalByKey.has(row.key as SignalKey))
        .map((row) => ({ key: row.key as SignalKey, value: row.value, measuredAt: row.measuredAt })),
      asOf,
    );
    console.log(
      `${project.name} (${project.id}), methodology ${result.methodologyVersion}, as of ${asOf.toISOString()}`,
    );
    for (const category of result.categories) {
      console.log(`\n${category.name} (weight ${category.weight}): ${category.score ?? 'not available'}`);
      for (const signal of category.signals) {
        const definition = signalByKey.get(signal.key)!;
        const row = rows.find((r) => r.key === signal.key);
        console.log(
          `  ${definition.name.padEnd(42)} value ${String(signal.value ?? '—').padStart(16)} ${definition.unit.padEnd(10)}` +
            ` weight ${String(definition.weight).padStart(3)}  ${signal.state.padEnd(13)} sub-score ${String(signal.subscore ?? '—').padStart(6)}` +
            `  contribution ${String(signal.contribution ?? '—').padStart(6)}  measured ${row?.measuredAt?.toISOString().slice(0, 10) ?? '—'}`,
        );
      }
    }
    console.log(
      `\nSecurity Score ${result.score ?? 'not available'} (${result.tier ?? '—'}), coverage ${(result.coverage * 100).toFixed(2)} %,` +
        ` confidence ${result.confidence}; stored: ${stored?.score ?? '—'}, rank ${stored?.rank ?? '—'}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
