import 'server-only';
import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { SecurityAlertView } from '@/contracts/discovery';
import {
  securityAlertsPage,
  type SecurityAlertsPage,
  type SecurityAlertsQuery,
} from '@/contracts/security-alerts';
import type { Executor } from '../db/client';
import { afterKey, keysetOrder, type KeyColumn, type KeyValue } from '../db/keyset';
import { securityAlerts } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';
import { incidentKeysInReview } from './incident-search-of';
import { toSecurityAlertView } from './list-security-alerts';

// A loss awaiting review counts as unknown: it never sorts to the top nor adds to a total.
const knownLoss = sql`case when ${securityAlerts.lossReview} = 'pending' then null else ${securityAlerts.lossUsd} end`;

/** The confirmed incidents that match the filters of /security-alerts (and of GET /api/v1/incidents). */
function confirmedAlertsWhere(
  query: Pick<SecurityAlertsQuery, 'year' | 'chain' | 'category' | 'project'>,
): SQL | undefined {
  return and(
    eq(securityAlerts.state, 'confirmed'),
    query.year === undefined
      ? undefined
      : and(
          gte(securityAlerts.occurredAt, new Date(Date.UTC(query.year, 0, 1))),
          lt(securityAlerts.occurredAt, new Date(Date.UTC(query.year + 1, 0, 1))),
        ),
    query.chain ? sql`${query.chain} = any(${securityAlerts.chains})` : undefined,
    query.category ? eq(securityAlerts.type, query.category) : undefined,
    query.project === 'with' ? isNotNull(securityAlerts.projectId) : undefined,
    query.project === 'without' ? isNull(securityAlerts.projectId) : undefined,
  );
}

/** The keyset order of the incidents as asked: by date, or by known loss (unknown last) then date; the id last. */
export function securityAlertsOrder(query: Pick<SecurityAlertsQuery, 'sort' | 'order'>): KeyColumn[] {
  const descending = query.order === 'desc';
  const byDate: KeyColumn[] = [
    { column: sql`${securityAlerts.occurredAt}`, descending },
    { column: sql`${securityAlerts.id}`, descending },
  ];
  return query.sort === 'loss' ? [{ column: knownLoss, descending }, ...byDate] : byDate;
}

export interface SecurityAlertsKeysetPage {
  readonly alerts: SecurityAlertView[];
  /** How many incidents match, on every page. */
  readonly total: number;
  /** The key of the last incident shown when more follow: [known loss (by loss only), date, id]. */
  readonly next: KeyValue[] | null;
}

/**
 * One page of the matching incidents, read by the database from just after `after` (a key of
 * `securityAlertsOrder`): for the public API, whose pages stay put when incidents are added before them.
 */
export async function pageSecurityAlerts(
  db: Executor,
  query: SecurityAlertsQuery,
  { limit, after }: { readonly limit: number; readonly after?: readonly KeyValue[] },
): Promise<SecurityAlertsKeysetPage> {
  const order = securityAlertsOrder(query);
  const where = confirmedAlertsWhere(query);
  const rows = await db
    .select({ row: securityAlerts, loss: sql<number | null>`${knownLoss}` })
    .from(securityAlerts)
    .where(and(where, after ? afterKey(order, after) : undefined))
    .orderBy(...keysetOrder(order))
    .limit(limit + 1);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(securityAlerts)
    .where(where)) as [{ total: number }];
  const shown = rows.slice(0, limit);
  const briefs = await projectBriefs(
    db,
    shown.flatMap(({ row }) => (row.projectId ? [row.projectId] : [])),
  );
  const inReview = await incidentKeysInReview(db);
  const last = shown.at(-1);
  const keyOf = ({ row, loss }: (typeof rows)[number]): KeyValue[] => [
    ...(query.sort === 'loss' ? [loss === null ? null : Number(loss)] : []),
    row.occurredAt.toISOString(),
    row.id,
  ];
  return {
    alerts: shown.map(({ row }) => toSecurityAlertView(row, briefs, inReview)),
    total: Number(total),
    next: rows.length > limit && last ? keyOf(last) : null,
  };
}

export interface SecurityAlertsPaging {
  /** The page asked, from 1; a page past the last shows the last. */
  readonly page: number;
  readonly pageSize: number;
}

/**
 * Every confirmed incident that matches the filters, in the order asked (or one page of them), with their count,
 * the losses per month and per attack category of all of them, and the filter choices of all confirmed incidents.
 */
export async function searchSecurityAlerts(
  db: Executor,
  query: SecurityAlertsQuery,
  paging?: SecurityAlertsPaging,
): Promise<SecurityAlertsPage> {
  const rows = await db
    .select()
    .from(securityAlerts)
    .where(confirmedAlertsWhere(query))
    .orderBy(...keysetOrder(securityAlertsOrder(query)));
  // The charts and totals describe every matching incident; only the table's rows are paged.
  const pageSize = paging?.pageSize ?? Math.max(1, rows.length);
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(paging?.page ?? 1, lastPage);
  const pageRows = paging ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const briefs = await projectBriefs(
    db,
    pageRows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
  );
  const inReview = await incidentKeysInReview(db);
  const alerts = pageRows.map((row) => toSecurityAlertView(row, briefs, inReview));

  const monthly = new Map<string, number>();
  const categories = new Map<string, { count: number; lossUsd: number }>();
  let totalLossUsd = 0;
  for (const row of rows) {
    const loss = (row.lossReview === 'pending' ? null : row.lossUsd) ?? 0;
    totalLossUsd += loss;
    const month = row.occurredAt.toISOString().slice(0, 7);
    monthly.set(month, (monthly.get(month) ?? 0) + loss);
    const category = categories.get(row.type) ?? { count: 0, lossUsd: 0 };
    category.count += 1;
    category.lossUsd += loss;
    categories.set(row.type, category);
  }

  const options = await db.execute<{ kind: string; value: string }>(sql`
    select distinct 'year' as kind, extract(year from occurred_at at time zone 'UTC')::int::text as value
      from security_alerts where state = 'confirmed'
    union select distinct 'chain', unnest(chains) from security_alerts where state = 'confirmed'
    union select distinct 'category', type from security_alerts where state = 'confirmed'`);
  const optionsOf = (kind: string) =>
    options.rows.filter((row) => row.kind === kind).map((row) => String(row.value));

  return securityAlertsPage.parse({
    alerts,
    total: rows.length,
    page,
    pageSize,
    totalLossUsd,
    monthlyLosses: [...monthly.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, lossUsd]) => ({ month, lossUsd })),
    byCategory: [...categories.entries()]
      .map(([category, value]) => ({ category, ...value }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    options: {
      years: optionsOf('year')
        .map(Number)
        .sort((a, b) => b - a),
      chains: optionsOf('chain').sort((a, b) => a.localeCompare(b)),
      categories: optionsOf('category').sort((a, b) => a.localeCompare(b)),
    },
  });
}
