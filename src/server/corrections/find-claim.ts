import 'server-only';
import { and, eq } from 'drizzle-orm';
import { dataSourceById } from '@/config/data-sources';
import { formatNumber } from '@/lib/format';
import { signalByKey, type SignalKey } from '@/lib/score/methodology';
import { describeIncident, type CorrectionClaimKind } from '@/lib/score/score-causes';
import type { Executor } from '../db/client';
import { audits, projects, securityAlerts, signals } from '../db/schema';
import { AppError } from '../http/app-error';

export interface Claim {
  readonly kind: CorrectionClaimKind;
  readonly ref: string;
  /** The claim in the words of the project page, from the stored record. */
  readonly summary: string;
}

const sourceName = (source: string | null) => (source ? (dataSourceById.get(source)?.name ?? source) : null);
const numericId = (ref: string) => (/^[1-9][0-9]{0,9}$/.test(ref) ? Number(ref) : null);
const notFound = () => new AppError('ClaimNotFound');
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const incidentSummary = (row: typeof securityAlerts.$inferSelect) =>
  describeIncident({
    occurredOn: dayOf(row.occurredAt),
    chains: row.chains,
    lossUsd: row.lossReview === 'pending' ? null : row.lossUsd,
    source: sourceName(row.source),
  });

export const auditSummary = (row: typeof audits.$inferSelect) =>
  `audit by ${row.auditor}${row.completedAt ? ` completed ${dayOf(row.completedAt)}` : ''} (source: ${sourceName(row.source)})`;

export function signalSummary(row: typeof signals.$inferSelect): string | null {
  const definition = signalByKey.get(row.key as SignalKey);
  if (!definition || row.value === null) return null;
  const measured = row.measuredAt ? ` measured ${dayOf(row.measuredAt)}` : '';
  return `${definition.name} ${formatNumber(row.value, 2)}${measured} (source: ${sourceName(row.source)})`;
}

/** The facts of a project page that can be corrected: accepted, the fact becomes unknown. */
export const PROJECT_FACTS = {
  website: 'Website',
  twitter: 'X (Twitter)',
  github: 'GitHub',
  launchedOn: 'Launch date',
} as const;
export type ProjectFact = keyof typeof PROJECT_FACTS;
export const isProjectFact = (ref: string): ref is ProjectFact => Object.hasOwn(PROJECT_FACTS, ref);

type ProjectRow = Pick<typeof projects.$inferSelect, ProjectFact | 'dataSources'>;

/** The project's fact in the words of the page, with the data sets it came from; null when it is unknown. */
export function factSummary(row: ProjectRow, fact: ProjectFact): string | null {
  const value = row[fact];
  if (value === null || value === '') return null;
  const sources = row.dataSources.map((source) => sourceName(source)).join(', ');
  return `${PROJECT_FACTS[fact]} ${value}${sources ? ` (source: ${sources})` : ''}`;
}

/**
 * A claim that the project page shows now: a confirmed incident or a completed audit of the project, or one of
 * its measured signals, or one of its known facts. 404 ClaimNotFound for anything else, withdrawn claims included.
 */
export async function findClaim(
  db: Executor,
  projectId: string,
  kind: CorrectionClaimKind,
  ref: string,
): Promise<Claim> {
  if (kind === 'incident') {
    const id = numericId(ref);
    if (id === null) throw notFound();
    const [row] = await db
      .select()
      .from(securityAlerts)
      .where(
        and(
          eq(securityAlerts.id, id),
          eq(securityAlerts.projectId, projectId),
          eq(securityAlerts.state, 'confirmed'),
        ),
      );
    if (!row) throw notFound();
    return { kind, ref: String(id), summary: incidentSummary(row) };
  }
  if (kind === 'audit') {
    const id = numericId(ref);
    if (id === null) throw notFound();
    const [row] = await db
      .select()
      .from(audits)
      .where(and(eq(audits.id, id), eq(audits.projectId, projectId), eq(audits.status, 'completed')));
    if (!row) throw notFound();
    return { kind, ref: String(id), summary: auditSummary(row) };
  }
  if (kind === 'fact') {
    if (!isProjectFact(ref)) throw notFound();
    const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    const summary = row ? factSummary(row, ref) : null;
    if (summary === null) throw notFound();
    return { kind, ref, summary };
  }
  if (!signalByKey.has(ref as SignalKey)) throw notFound();
  const [row] = await db
    .select()
    .from(signals)
    .where(and(eq(signals.projectId, projectId), eq(signals.key, ref)));
  const summary = row ? signalSummary(row) : null;
  if (summary === null) throw notFound();
  return { kind, ref, summary };
}
