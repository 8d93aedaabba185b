// npm run alerts -- pending | confirm <alertId>
// Staff review of reported security incidents: lists those awaiting review, or confirms one, which puts it in
// the public lists and warns the watchers of its project (a mark on their watchlists, and a mail to those who
// want security alert mails). With PGlite, stop the server first: the embedded database has one owner.
import { z } from 'zod';
import { prepareDatabase } from '../src/server/setup/prepare-database';
import { AppError } from '../src/server/errors/app-error';
import { confirmSecurityAlert } from '../src/server/security/confirm-security-alert';
import { listReportedAlerts } from '../src/server/security/list-reported-alerts';
import { loadEnvOrExit } from './lib/load-env';
import { openConfiguredDatabase } from './lib/open-configured-database';

const USAGE = 'Usage: npm run alerts -- pending | confirm <alertId>';

const alertId = z.coerce.number().int().min(1).max(2_147_483_647);

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  const [command, id, ...rest] = process.argv.slice(2);
  const parsedId = command === 'confirm' ? alertId.safeParse(id) : null;
  if (
    rest.length > 0 ||
    !['pending', 'confirm'].includes(command ?? '') ||
    (command === 'pending' && id !== undefined) ||
    (parsedId && !parsedId.success)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const handle = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(handle, { seed: config.SEED, importDir: config.IMPORT_DIR });
    if (parsedId?.success) {
      const result = await confirmSecurityAlert(handle.db, parsedId.data);
      console.log(
        `Alert ${result.alertId} ${result.wasChanged ? 'confirmed' : 'was already confirmed'}: ` +
          `${result.marked} watcher(s) marked, ${result.mailed} mail(s) sent.`,
      );
    } else {
      const pending = await listReportedAlerts(handle.db);
      if (pending.length === 0) console.log('No reported alerts await review.');
      for (const alert of pending) {
        console.log(
          [
            alert.id,
            alert.occurredAt.toISOString().slice(0, 10),
            alert.type,
            alert.projectId ?? `(unlisted) ${alert.projectName}`,
            alert.sourceUrl ?? '',
          ].join('\t'),
        );
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.code);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

void main();
