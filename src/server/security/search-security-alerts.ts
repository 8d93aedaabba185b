import 'server-only';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  securityAlertsPage,
  type SecurityAlertsPage,
  type SecurityAlertsQuery,
} from '@/contracts/security-alerts';
import type { Executor } from '../db/client';
import { securityAlerts } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';
import { incidentKeysInReview } from './incident-search-of';
import { toSecurityAlertView } from './list-security-alerts';

// A loss awaiting review counts as unknown: it never sorts to the top nor adds to a total.
const knownLoss = sql`case when ${securityAlerts.lossReview} = 'pending' then null else ${securityAlerts.lossUsd} end`;

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
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(securityAlerts)
    .where(
      and(
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
      ),
    )
    .orderBy(
      ...(query.sort === 'loss'
        ? [sql`${knownLoss} ${sql.raw(query.order)} nulls last`, direction(securityAlerts.occurredAt)]
        : [direction(securityAlerts.occurredAt)]),
      direction(securityAlerts.id),
    );
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
