// npm run seed [-- --projects N]: migrate, import the real data sets of data/ into an empty database (unless
// SEED=none; IMPORT_DIR imports another folder), and optionally add N synthetic projects for scale tests and
// benchmarks. With PGlite, stop the server first: the embedded database has one owner.
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { z } from 'zod';
import { prepareDatabase } from '../src/server/setup/prepare-database';
import { seedSyntheticProjects } from '../src/server/setup/seed/seed-synthetic-projects';
import { loadEnvOrExit } from './lib/load-env';
import { openConfiguredDatabase } from './lib/open-configured-database';

const argsSchema = z.object({
  projects: z.coerce.number().int().min(1).max(10_000_000).optional(),
});

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  const { values } = parseArgs({ options: { projects: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error('Usage: npm run seed -- [--projects N]   (N a whole number from 1 to 10,000,000)');
    process.exit(2);
  }
  const handle = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    const { imported } = await prepareDatabase(handle, { seed: config.SEED, importDir: config.IMPORT_DIR });
    console.log(
      imported ? 'Real data sets imported.' : 'Database ready (data imported before, or SEED=none).',
    );
    if (parsed.data.projects) {
      const bar = new SingleBar(
        { format: 'Synthetic projects [{bar}] {percentage}% | {value}/{total} steps | {eta}s left' },
        Presets.shades_classic,
      );
      const count = parsed.data.projects;
      bar.start(count * 2, 0);
      await seedSyntheticProjects(handle.db, {
        count,
        now: new Date(),
        onProgress: (done) => bar.update(done),
      });
      bar.stop();
      console.log(
        `Added ${count} synthetic projects on ${handle.driver} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
