import 'server-only';
import { and, eq } from 'drizzle-orm';
import { dataSourceById } from '@/config/data-sources';
import { isBeyondInt4 } from '@/contracts/numbers';
import { formatNumber } from '@/lib/format';
import { signalByKey, type SignalKey } from '@/lib/score/methodology';
import { describeIncident, type CorrectionClaimKind } from '@/lib/score/score-causes';
import type { Executor } from '../db/client';
import { audits, projects, projectTokens, securityAlerts, signals } from '../db/schema';
import { AppError } from '../errors/app-error';

export interface Claim {
  readonly kind: CorrectionClaimKind;
  readonly ref: string;
  /** The claim in the words of the project page, from the stored record. */
  readonly summary: string;
}

const sourceName = (source: string | null) => (source ? (dataSourceById.get(source)?.name ?? source) : null);
const numericId = (ref: string) => (/^[1-9][0-9]{0,9}$/.test(ref) && !isBeyondInt4(ref) ? Number(ref) : null);
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

/**
 * The facts of a project page that can be corrected, those a visitor acts on: its website (`website`) and the
 * contract address of each of its tokens (`token:<id>`). Accepted, the fact becomes unknown.
 */
export const WEBSITE_FACT = 'website';
const TOKEN_FACT = /^token:([1-9][0-9]{0,9})$/;
export const tokenFactRef = (tokenId: number) => `token:${tokenId}`;

type ProjectRow = Pick<typeof projects.$inferSelect, 'website' | 'dataSources'>;
type TokenRow = Pick<typeof projectTokens.$inferSelect, 'ticker' | 'chain' | 'address'>;

const sourcesOf = (row: ProjectRow) => {
  const names = row.dataSources.map((source) => sourceName(source)).join(', ');
  return names ? ` (source: ${names})` : '';
};

/** The project's website in the words of the page, with the data sets it came from; null when unknown. */
export const websiteSummary = (row: ProjectRow): string | null =>
  row.website ? `website ${row.website}${sourcesOf(row)}` : null;

/** A token's contract address in the words of the page; null when unknown. */
export const tokenSummary = (project: ProjectRow, token: TokenRow): string | null =>
  token.address
    ? `contract address of ${token.ticker}${token.chain ? ` on ${token.chain}` : ''} ${token.address}${sourcesOf(project)}`
    : null;

/** Which fact a claim's reference names: the website, a token's address, or none. */
export function factOf(
  ref: string,
): { readonly fact: 'website' } | { readonly fact: 'token'; readonly tokenId: number } | null {
  if (ref === WEBSITE_FACT) return { fact: 'website' };
  const token = TOKEN_FACT.exec(ref);
  return token && !isBeyondInt4(token[1]!) ? { fact: 'token', tokenId: Number(token[1]) } : null;
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
    const fact = factOf(ref);
    const [project] = fact ? await db.select().from(projects).where(eq(projects.id, projectId)) : [];
    if (!fact || !project) throw notFound();
    if (fact.fact === 'website') {
      const summary = websiteSummary(project);
      if (summary === null) throw notFound();
      return { kind, ref, summary };
    }
    const [token] = await db
      .select()
      .from(projectTokens)
      .where(and(eq(projectTokens.id, fact.tokenId), eq(projectTokens.projectId, projectId)));
    const summary = token ? tokenSummary(project, token) : null;
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
