// npm run announcement -- set "<content>" [--link <url>] [--link-text <text>] | clear
// Sets or clears the header's announcement banner. With PGlite, stop the server first: the embedded database
// has one owner.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { prepareDatabase } from '../src/server/setup/prepare-database';
import { clearAnnouncement, getActiveAnnouncement, setAnnouncement } from '../src/server/shell/announcements';
import { loadEnvOrExit } from './lib/load-env';
import { openConfiguredDatabase } from './lib/open-configured-database';

const USAGE =
  'Usage: npm run announcement -- set "<content>" [--link <url>] [--link-text <text>] | clear | show';

const setArgs = z.object({
  content: z.string().trim().min(1).max(300),
  link: z
    .string()
    .trim()
    .refine(
      (value) => value.startsWith('/') || /^https?:\/\//.test(value),
      'must be a path or an http(s) URL',
    )
    .optional(),
  linkText: z.string().trim().min(1).max(60).optional(),
});

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { link: { type: 'string' }, 'link-text': { type: 'string' } },
  });
  const [command, content] = positionals;
  if (!['set', 'clear', 'show'].includes(command ?? '')) {
    console.error(USAGE);
    process.exit(2);
  }
  const parsed =
    command === 'set'
      ? setArgs.safeParse({ content, link: values.link, linkText: values['link-text'] })
      : null;
  if (parsed && !parsed.success) {
    console.error(`${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}\n${USAGE}`);
    process.exit(2);
  }
  const handle = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(handle, { seed: config.SEED, importDir: config.IMPORT_DIR });
    if (parsed?.success) {
      const { content: text, link = null, linkText = null } = parsed.data;
      await setAnnouncement(handle.db, { content: text, link, linkText });
      console.log('Announcement set.');
    } else if (command === 'clear') {
      console.log(
        (await clearAnnouncement(handle.db)) > 0 ? 'Announcement cleared.' : 'No announcement was shown.',
      );
    } else {
      console.log(JSON.stringify(await getActiveAnnouncement(handle.db)));
    }
  } finally {
    await handle.close();
  }
}

void main();
