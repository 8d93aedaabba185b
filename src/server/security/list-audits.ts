import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { auditView, type AuditView } from '@/contracts/discovery';
import { dataCreditOf } from '@/lib/data-credit';
import type { Executor } from '../db/client';
import { afterKey, keysetOrder, type KeyColumn, type KeyValue } from '../db/keyset';
import { auditFindings, audits } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';

export interface ListAuditsOptions {
  /** 'completed': recently audited, newest first; 'open': in the works (requested or in progress). */
  readonly state: 'completed' | 'open';
  readonly limit: number;
  readonly projectId?: string;
  /** Only the audits of this firm, by its name in any case. */
  readonly firm?: string;
}

const SEVERITIES = ['critical', 'major', 'medium', 'minor', 'informational'] as const;
const NO_FINDINGS = { total: 0, open: 0, critical: 0, major: 0, medium: 0, minor: 0, informational: 0 };

/** Completed audits by completion, newest first; those in the works by their start (or request); the id last. */
function auditsOrder(state: ListAuditsOptions['state']): KeyColumn[] {
  return [
    {
      column:
        state === 'completed'
          ? sql`${audits.completedAt}`
          : sql`coalesce(${audits.startedAt}, ${audits.requestedAt})`,
      descending: true,
    },
    { column: sql`${audits.id}`, descending: true },
  ];
}

function auditsWhere({ state, projectId, firm }: Omit<ListAuditsOptions, 'limit'>): SQL | undefined {
  return and(
    state === 'completed'
      ? eq(audits.status, 'completed')
      : inArray(audits.status, ['requested', 'in_progress']),
    projectId ? eq(audits.projectId, projectId) : undefined,
    firm ? sql`lower(${audits.auditor}) = ${firm.toLowerCase()}` : undefined,
  );
}

export async function listAudits(db: Executor, options: ListAuditsOptions): Promise<AuditView[]> {
  const rows = await db
    .select()
    .from(audits)
    .where(auditsWhere(options))
    .orderBy(...keysetOrder(auditsOrder(options.state)))
    .limit(options.limit);
  return auditViews(db, rows);
}

export interface AuditsKeysetPage {
  readonly audits: AuditView[];
  /** How many audits match, on every page. */
  readonly total: number;
  /** The key of the last audit shown when more follow: [its date, its id]. */
  readonly next: KeyValue[] | null;
}

/**
 * One page of the matching audits, read by the database from just after `after` (a key of the same order as
 * `listAudits`): for the public API, whose pages stay put when audits are added before them.
 */
export async function pageAudits(
  db: Executor,
  { after, ...options }: ListAuditsOptions & { readonly after?: readonly KeyValue[] },
): Promise<AuditsKeysetPage> {
  const order = auditsOrder(options.state);
  const where = auditsWhere(options);
  const rows = await db
    .select({ row: audits, date: sql<Date | string | null>`${order[0]!.column}` })
    .from(audits)
    .where(and(where, after ? afterKey(order, after) : undefined))
    .orderBy(...keysetOrder(order))
    .limit(options.limit + 1);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(audits)
    .where(where)) as [{ total: number }];
  const shown = rows.slice(0, options.limit);
  const last = shown.at(-1);
  // The date as the cursor keeps it: an ISO timestamp, however the driver hands the expression back.
  const isoOf = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());
  return {
    audits: await auditViews(
      db,
      shown.map(({ row }) => row),
    ),
    total: Number(total),
    next: rows.length > options.limit && last ? [isoOf(last.date), last.row.id] : null,
  };
}

/** The views of audit rows: their project, credit and findings (recorded, else as the source states them). */
async function auditViews(db: Executor, rows: readonly (typeof audits.$inferSelect)[]): Promise<AuditView[]> {
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({
          auditId: auditFindings.auditId,
          total: sql<number>`count(*)::int`,
          open: sql<number>`(count(*) filter (where ${auditFindings.state} = 'open'))::int`,
          critical: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'critical'))::int`,
          major: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'major'))::int`,
          medium: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'medium'))::int`,
          minor: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'minor'))::int`,
          informational: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'informational'))::int`,
        })
        .from(auditFindings)
        .where(inArray(auditFindings.auditId, ids))
        .groupBy(auditFindings.auditId)
    : [];
  const byAudit = new Map(counts.map((row) => [row.auditId, row]));
  const briefs = await projectBriefs(
    db,
    rows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
  );
  return rows.map((row) => {
    const credit = dataCreditOf(row.source, row.licence, row.reportUrl);
    // An engagement of the platform's own (no data set credited) records every finding it has: none is zero.
    const recorded = byAudit.get(row.id) ?? (credit ? undefined : NO_FINDINGS);
    const counts = row.findingCounts;
    return auditView.parse({
      id: row.id,
      project: row.projectId ? (briefs.get(row.projectId) ?? null) : null,
      projectName: row.projectName,
      auditor: row.auditor,
      status: row.status,
      requestedAt: row.requestedAt?.toISOString() ?? null,
      startedAt: row.startedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      datePrecision: row.datePrecision,
      reportUrl: row.reportUrl,
      title: row.title,
      hasFixReview: row.hasFixReview,
      credit,
      // Recorded findings first (an engagement's own), else the counts the source states, else unknown.
      findings: recorded
        ? {
            total: Number(recorded.total),
            open: Number(recorded.open),
            ...Object.fromEntries(SEVERITIES.map((severity) => [severity, Number(recorded[severity])])),
          }
        : counts
          ? {
              total: SEVERITIES.reduce((sum, severity) => sum + counts[severity], 0),
              open: null,
              ...counts,
            }
          : null,
    });
  });
}
