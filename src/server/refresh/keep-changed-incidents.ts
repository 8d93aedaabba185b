import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { securityAlerts } from '../db/schema';
import { INCIDENT_KEY_PREFIX } from '../imports/import-incidents';
import type { ValidatedFile } from '../imports/validate-import-file';

const BATCH_SIZE = 1_000;

/**
 * The README gives less than the shipped incidents hold: their chain, attack transaction and loss figure were also
 * read from each proof of concept. So an incident already stored whose README words (name, day, cause, loss line)
 * have not changed is left as it is, and one whose words changed keeps what the README cannot say (its chain, its
 * analysis link, its loss figure and category while the loss line and cause stay). New incidents pass unchanged.
 * Returns the records to import and how many were left as they are.
 */
export async function keepChangedIncidents(
  db: Executor,
  file: ValidatedFile<'incidents'>,
): Promise<{ file: ValidatedFile<'incidents'>; unchanged: number }> {
  const keys = file.records.map(({ record }) => INCIDENT_KEY_PREFIX + record.id);
  const stored = new Map<string, typeof securityAlerts.$inferSelect>();
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    const rows = await db
      .select()
      .from(securityAlerts)
      .where(inArray(securityAlerts.externalKey, keys.slice(start, start + BATCH_SIZE)));
    for (const row of rows) stored.set(row.externalKey!, row);
  }
  let unchanged = 0;
  const records: ValidatedFile<'incidents'>['records'] = [];
  for (const entry of file.records) {
    const { record } = entry;
    const held = stored.get(INCIDENT_KEY_PREFIX + record.id);
    if (!held) {
      records.push(entry);
      continue;
    }
    const isSameCause = held.classification === record.type;
    const isSameLoss = held.lossText === (record.lossText ?? null);
    if (
      held.projectName === record.project &&
      isSameCause &&
      isSameLoss &&
      held.occurredAt.toISOString().slice(0, 10) === record.date
    ) {
      unchanged += 1;
      continue;
    }
    records.push({
      ...entry,
      record: {
        ...record,
        attackCategory: isSameCause ? held.type : record.attackCategory,
        lossUsd: isSameLoss ? held.lossUsd : record.lossUsd,
        chain: record.chain ?? held.chains[0] ?? null,
        referenceUrl: record.references.length === 0 && held.sourceUrl ? held.sourceUrl : record.referenceUrl,
      },
    });
  }
  return { file: { ...file, records }, unchanged };
}
