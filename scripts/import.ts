// npm run import -- <projects|incidents|audits|tokens> <file> [--skip-invalid] [--dry-run]
// npm run import -- --all <folder> [--skip-invalid] [--dry-run]
// npm run import -- review [confirm <reviewId> [projectId] | reject <reviewId> | confirm-loss <alertId>]
// Imports public data sets (JSON as in data/, or the CSV of docs/data-import.md), then prints what was
// added, updated, skipped and linked; `review` is the staff list of ambiguous links and implausible losses.
// With PGlite, stop the server first: the embedded database has one owner.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MultiBar, Presets } from 'cli-progress';
import { z } from 'zod';
import { IMPORT_KINDS } from '../src/contracts/imports';
import { prepareDatabase } from '../src/server/setup/prepare-database';
import { AppError } from '../src/server/errors/app-error';
import { importData } from '../src/server/imports/import-data';
import { formatImportReport } from '../src/server/imports/import-report';
import { listImportReviews } from '../src/server/imports/list-import-reviews';
import { ImportFileError, findImportFiles } from '../src/server/imports/read-import-file';
import { resolveImportReview, type ImportReviewDecision } from '../src/server/imports/resolve-import-review';
import { loadEnvOrExit } from './lib/load-env';
import { openConfiguredDatabase } from './lib/open-configured-database';

const USAGE = `Usage:
  npm run import -- <${IMPORT_KINDS.join('|')}> <file> [--skip-invalid] [--dry-run]
  npm run import -- --all <folder> [--skip-invalid] [--dry-run]
  npm run import -- review
  npm run import -- review confirm <reviewId> [projectId] | reject <reviewId> | confirm-loss <alertId>`;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const reviewArgs = z.union([
  z.tuple([z.literal('review')]),
  z.tuple([z.literal('review'), z.literal('confirm'), id]),
  z.tuple([z.literal('review'), z.literal('confirm'), id, z.string().regex(/^[a-z0-9-]+$/)]),
  z.tuple([z.literal('review'), z.literal('reject'), id]),
  z.tuple([z.literal('review'), z.literal('confirm-loss'), id]),
]);
const importArgs = z.tuple([z.enum(IMPORT_KINDS), z.string().min(1)]);

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: 'string' },
      'skip-invalid': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const review = positionals[0] === 'review' ? reviewArgs.safeParse(positionals) : null;
  if (review && !review.success) usage();
  let files: { kind: (typeof IMPORT_KINDS)[number]; file: string }[] = [];
  if (!review) {
    if (values.all !== undefined) {
      if (positionals.length > 0) usage();
      try {
        files = await findImportFiles(path.resolve(values.all));
      } catch (error) {
        console.error(error instanceof ImportFileError ? error.message : `Cannot read folder ${values.all}`);
        process.exit(1);
      }
    } else {
      const parsed = importArgs.safeParse(positionals);
      if (!parsed.success) usage();
      files = [{ kind: parsed.data[0], file: path.resolve(parsed.data[1]) }];
    }
  }

  const handle = await openConfiguredDatabase(config);
  try {
    // Migrations only: the files named here are what this command imports, whatever SEED says.
    await prepareDatabase(handle, { seed: 'none' });
    if (review?.success) {
      await runReview(handle.db, review.data);
      return;
    }
    const bars = new MultiBar(
      { format: '{step} [{bar}] {value}/{total}', clearOnComplete: true, hideCursor: true },
      Presets.shades_classic,
    );
    const bar = bars.create(1, 0, { step: 'validate'.padEnd(9) });
    const report = await importData(handle.db, {
      files,
      skipInvalid: values['skip-invalid'],
      isDryRun: values['dry-run'],
      onProgress: (step, done, total) => {
        bar.setTotal(total);
        bar.update(done, { step: step.padEnd(9) });
      },
    });
    bars.stop();
    console.log(formatImportReport(report));
    if (!report.isImported) process.exitCode = 1;
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof AppError) {
      console.error(error instanceof AppError ? error.code : error.message);
      process.exitCode = 1;
      return;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No such file: ${(error as NodeJS.ErrnoException).path}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

async function runReview(
  db: Parameters<typeof listImportReviews>[0] & Parameters<typeof resolveImportReview>[0],
  args: z.infer<typeof reviewArgs>,
): Promise<void> {
  if (args.length === 1) {
    const { links, losses } = await listImportReviews(db);
    if (links.length === 0 && losses.length === 0) console.log('Nothing awaits review.');
    if (links.length > 0) console.log('Links to review (id, kind, record, candidates, reason):');
    for (const link of links) {
      const candidates = link.candidates.map(({ id, name, category }) => `${id} (${name}, ${category})`);
      console.log([link.id, link.kind, link.recordName, candidates.join(' | '), link.reason].join('\t'));
    }
    if (losses.length > 0)
      console.log('Implausible losses to confirm (alert id, project, USD, source text, link):');
    for (const loss of losses) {
      console.log(
        [loss.id, loss.projectName, loss.lossUsd, loss.lossText ?? '', loss.sourceUrl ?? ''].join('\t'),
      );
    }
    return;
  }
  const [, action, target, projectId] = args;
  const decision: ImportReviewDecision =
    action === 'confirm-loss'
      ? { action, alertId: target }
      : action === 'confirm'
        ? { action, reviewId: target, projectId }
        : { action, reviewId: target };
  console.log(await resolveImportReview(db, decision));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
