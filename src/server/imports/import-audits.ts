import 'server-only';
import { eq, like } from 'drizzle-orm';
import type { AuditRecord } from '@/contracts/imports';
import type { Executor } from '../db/client';
import { insertInChunks } from '../db/insert-in-chunks';
import { audits } from '../db/schema';
import type { KindReport } from './import-report';
import { RecordLinker } from './link-records';
import { domainOf, type ProjectIndex } from './match-project';
import { naturalKey } from './validate-import-file';

export const AUDIT_KEY_PREFIX = 'import:audit:';

type AuditRow = typeof audits.$inferSelect;
const FIELDS = [
  'projectId',
  'projectName',
  'auditor',
  'status',
  'reportUrl',
  'source',
  'licence',
  'hasFixReview',
] as const;

// A source that gives only the month dates the audit on its first day: the age is never understated.
const dayOf = (date: string) => new Date(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Adds or updates imported audits by project slug, date and report link; links projects when confident. */
export async function importAudits(
  db: Executor,
  records: readonly { record: AuditRecord; licence: string }[],
  index: ProjectIndex,
): Promise<
  Pick<KindReport, 'added' | 'updated' | 'unchanged' | 'linked' | 'toReview'> & { projectIds: Set<string> }
> {
  const result = { added: 0, updated: 0, unchanged: 0, linked: 0, toReview: 0 };
  const touched = new Set<string>();
  const existing = new Map(
    (
      await db
        .select()
        .from(audits)
        .where(like(audits.externalKey, `${AUDIT_KEY_PREFIX}%`))
    ).map((row) => [row.externalKey, row]),
  );
  const keys = records.map(({ record }) => AUDIT_KEY_PREFIX + naturalKey('audits', record));
  const linker = await RecordLinker.load(db, 'audit', keys);
  const newRows: (typeof audits.$inferInsert)[] = [];
  for (const [position, { record, licence }] of records.entries()) {
    const externalKey = keys[position]!;
    const stored = existing.get(externalKey);
    const match = index.match({
      name: record.project,
      slugs: [record.slug],
      hintSlug: record.protocolSlug ?? null,
      domain: domainOf(record.projectUrl),
      chain: null,
      addresses: record.addresses,
    });
    const { projectId, isQueued } = linker.projectOf(externalKey, record.project, match);
    if (isQueued) result.toReview += 1;
    const at = dayOf(record.date);
    const row = {
      externalKey,
      projectId,
      projectName: record.project,
      auditor: record.auditor,
      status: record.status,
      // An audit in progress is dated by its start, a requested one by its request.
      requestedAt: record.status === 'requested' ? at : null,
      startedAt: record.status === 'in_progress' ? at : null,
      completedAt: record.status === 'completed' ? at : null,
      reportUrl: record.reportUrl ?? record.links[0] ?? null,
      source: record.source,
      licence,
      hasFixReview: record.fixReview,
    };
    if (projectId && projectId !== stored?.projectId) result.linked += 1;
    // Only a record that changed changes its projects' derived signals (and their dates): an unchanged one,
    // imported or refreshed again, leaves them as they are.
    const markTouched = () => {
      if (projectId) touched.add(projectId);
      if (stored?.projectId) touched.add(stored.projectId);
    };
    if (!stored) {
      markTouched();
      result.added += 1;
      newRows.push(row);
      continue;
    }
    if (isSameAudit(stored, row)) {
      result.unchanged += 1;
      continue;
    }
    result.updated += 1;
    markTouched();
    const { externalKey: _key, ...changes } = row;
    await db.update(audits).set(changes).where(eq(audits.id, stored.id));
  }
  await insertInChunks(db, audits, newRows);
  await linker.save(db);
  return { ...result, projectIds: touched };
}

function isSameAudit(stored: AuditRow, row: Omit<AuditRow, 'id'>) {
  return (
    FIELDS.every((field) => stored[field] === row[field]) &&
    sameTime(stored.completedAt, row.completedAt) &&
    sameTime(stored.requestedAt, row.requestedAt) &&
    sameTime(stored.startedAt, row.startedAt)
  );
}
