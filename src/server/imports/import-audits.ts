import 'server-only';
import { eq, like } from 'drizzle-orm';
import type { AuditRecord } from '@/contracts/imports';
import type { Executor } from '../db/client';
import { insertInChunks } from '../db/insert-in-chunks';
import { audits, type FindingCounts } from '../db/schema';
import type { KindReport } from './import-report';
import { RecordLinker } from './link-records';
import { dataSetName } from './data-set-name';
import { TouchedProjects } from './touched-projects';
import { auditKeys, type ProjectIndex } from './match-project';
import { naturalKey, reportKeyOf } from './validate-import-file';

export const AUDIT_KEY_PREFIX = 'import:audit:';

type AuditRow = typeof audits.$inferSelect;
const FIELDS = [
  'projectId',
  'linkConfidence',
  'linkReason',
  'projectName',
  'auditor',
  'status',
  'reportUrl',
  'title',
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
  Pick<KindReport, 'added' | 'updated' | 'unchanged' | 'linked' | 'toReview'> & { touched: TouchedProjects }
> {
  const result = { added: 0, updated: 0, unchanged: 0, linked: 0, toReview: 0 };
  const touched = new TouchedProjects();
  const existing = new Map(
    (
      await db
        .select()
        .from(audits)
        .where(like(audits.externalKey, `${AUDIT_KEY_PREFIX}%`))
    )
      // Keys stored before links named their revision are read the same way as today's.
      .map((row) => [reportKeyOf(row.externalKey), row]),
  );
  const keys = records.map(({ record }) => AUDIT_KEY_PREFIX + naturalKey('audits', record));
  const linker = await RecordLinker.load(db, 'audit', keys);
  const newRows: (typeof audits.$inferInsert)[] = [];
  for (const [position, { record, licence }] of records.entries()) {
    const externalKey = keys[position]!;
    const stored = existing.get(externalKey);
    const match = index.match(auditKeys(record));
    const { projectId, linkConfidence, linkReason, isQueued } = linker.projectOf(
      externalKey,
      record.project,
      match,
    );
    if (isQueued) result.toReview += 1;
    const at = dayOf(record.date);
    const reportUrl = record.reportUrl ?? null;
    const row = {
      externalKey,
      projectId,
      linkConfidence,
      linkReason,
      projectName: record.project,
      auditor: record.auditor,
      status: record.status,
      // An audit in progress is dated by its start, a requested one by its request.
      requestedAt: record.status === 'requested' ? at : null,
      startedAt: record.status === 'in_progress' ? at : null,
      completedAt: record.status === 'completed' ? at : null,
      datePrecision: record.date.length === 7 ? ('month' as const) : ('day' as const),
      // A report only where the source gives one: its other links (announcements, posts) are not reports. The
      // same file read at another revision (a refresh reads the branch) keeps the link stored, pinned to a commit.
      reportUrl:
        reportUrl && stored?.reportUrl && reportKeyOf(stored.reportUrl) === reportKeyOf(reportUrl)
          ? stored.reportUrl
          : reportUrl,
      title: record.title ?? null,
      source: record.source,
      licence,
      hasFixReview: record.fixReview,
      // Counts the source does not state stay unknown (null), never zeros.
      findingCounts: record.findings ?? null,
    };
    if (projectId && projectId !== stored?.projectId) result.linked += 1;
    // Only a record that changed changes its projects' derived signals (and their dates): an unchanged one,
    // imported or refreshed again, leaves them as they are.
    const markTouched = () =>
      touched.touch(projectId, stored?.projectId, {
        kind: 'audit',
        change: stored ? 'updated' : 'added',
        auditor: record.auditor,
        title: record.title ?? null,
        date: record.date,
        source: dataSetName(record.source),
        url: row.reportUrl,
      });
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
    await db.update(audits).set(row).where(eq(audits.id, stored.id));
  }
  await insertInChunks(db, audits, newRows);
  await linker.save(db);
  return { ...result, touched };
}

const SEVERITIES = ['critical', 'major', 'medium', 'minor', 'informational'] as const;
function sameCounts(a: FindingCounts | null, b: FindingCounts | null) {
  if (!a || !b) return a === b;
  return SEVERITIES.every((severity) => a[severity] === b[severity]);
}

function isSameAudit(stored: AuditRow, row: Omit<AuditRow, 'id'>) {
  return (
    stored.externalKey === row.externalKey &&
    stored.datePrecision === row.datePrecision &&
    FIELDS.every((field) => stored[field] === row[field]) &&
    sameCounts(stored.findingCounts, row.findingCounts) &&
    sameTime(stored.completedAt, row.completedAt) &&
    sameTime(stored.requestedAt, row.requestedAt) &&
    sameTime(stored.startedAt, row.startedAt)
  );
}
