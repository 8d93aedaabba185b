// npm run refresh [-- --source <name>] [--from <folder>]
// Pulls newer records from the public sources (REFRESH_SOURCES, or all of them when it names none; or the one named) and
// upserts them with the importer, then prints what each source added, updated and left unchanged. --from reads
// each source's recorded answer from a folder instead of the network (file names: docs/data-import.md); it is for
// tests only and refused unless NODE_ENV=test, since recorded answers hold synthetic and test records.
// With PGlite, stop the server first: the embedded database has one owner.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { REFRESH_SOURCE_NAMES } from '../src/config/refresh-sources';
import { loadEnvOrExit } from './lib/load-env';

const USAGE = `Usage:
  npm run refresh [-- --source <${REFRESH_SOURCE_NAMES.join('|')}>] [--from <folder>]`;

const args = z.object({
  source: z.enum(REFRESH_SOURCE_NAMES).optional(),
  from: z.string().min(1).optional(),
});

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  // Loaded once the configuration is known good: the logger reads it as it loads.
  const { prepareDatabase } = await import('../src/server/setup/prepare-database');
  const { fromFolderRefusal, refreshOptionsOf } = await import('../src/server/refresh/refresh-options');
  const { formatRefreshReports } = await import('../src/server/refresh/refresh-report');
  const { refreshSources } = await import('../src/server/refresh/refresh-sources');
  const { openConfiguredDatabase } = await import('./lib/open-configured-database');
  let parsed: ReturnType<
    typeof parseArgs<{ options: { source: { type: 'string' }; from: { type: 'string' } } }>
  >;
  try {
    parsed = parseArgs({ options: { source: { type: 'string' }, from: { type: 'string' } } });
  } catch {
    usage();
  }
  const options = args.safeParse(parsed.values);
  if (!options.success || parsed.positionals.length > 0) usage();
  const refusal = options.data.from === undefined ? undefined : fromFolderRefusal(config);
  if (refusal) {
    // Before the database is opened: a refused refresh touches nothing.
    console.error(refusal);
    process.exit(2);
  }
  const configured = refreshOptionsOf(config);
  const sources = options.data.source
    ? [options.data.source]
    : configured.sources.length > 0
      ? configured.sources
      : [...REFRESH_SOURCE_NAMES];

  const handle = await openConfiguredDatabase(config);
  try {
    // Migrations only, as `npm run import`: a refresh brings records, never an import of data/.
    await prepareDatabase(handle, { seed: 'none' });
    const reports = await refreshSources(handle.db, {
      ...configured,
      sources,
      fromFolder: options.data.from ? path.resolve(options.data.from) : undefined,
    });
    console.log(formatRefreshReports(reports));
    if (reports.some((report) => report.status === 'failed')) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
