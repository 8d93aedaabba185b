// npm run explain -- <project id>: the stored signals of a project and every step of its Security Score.
import { explainScore } from '../src/server/scores/explain-score';
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
    const lines = await explainScore(handle.db, id);
    if (!lines) {
      console.error(`No project with id ${id}.`);
      process.exit(1);
    }
    console.log(lines.join('\n'));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
