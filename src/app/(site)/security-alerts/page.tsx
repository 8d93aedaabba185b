import type { Metadata } from 'next';
import Link from 'next/link';
import { BarChart, HorizontalBars } from '@/components/bar-chart';
import { DataAsOf } from '@/components/data-as-of';
import { SourceCredit } from '@/components/source-credit';
import {
  securityAlertsQuery,
  securityAlertsSearch,
  type SecurityAlertsQuery,
} from '@/contracts/security-alerts';
import { z } from 'zod';
import { AlertDetailsDrawer } from '@/features/security-alerts/components/alert-details-drawer';
import { AlertsFilters } from '@/features/security-alerts/components/alerts-filters';
import { dataAsOfShown } from '@/lib/data-credit';
import { formatNumber, formatUsdCompact } from '@/lib/format';
import { getDb } from '@/server/db/db';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';
import { getSecurityAlert } from '@/server/security/get-security-alert';
import { searchSecurityAlerts } from '@/server/security/search-security-alerts';
import { MAIN_CONTENT_ID } from '@/config/site';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The view's filters from a shared link: a bad or unknown filter shows every incident rather than an error. */
function queryOf({
  alert: _alert,
  ...params
}: Record<string, string | string[] | undefined>): SecurityAlertsQuery {
  const parsed = securityAlertsQuery.safeParse(params);
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { year, chain, category, project } = queryOf(await searchParams);
  return {
    title: 'Security alerts',
    description:
      'Every confirmed hack, exploit and rug pull Rampart knows of, by year, chain and attack category, with losses and sources.',
    // Feed readers find the view's own feed: the same filters, newest first.
    alternates: {
      types: {
        'application/atom+xml': [
          {
            url: `/security-alerts/feed.xml${securityAlertsSearch({ year, chain, category, project })}`,
            title: 'Rampart security alerts (Atom)',
          },
        ],
      },
    },
  };
}

export const dynamic = 'force-dynamic';

const DEFAULT_QUERY: SecurityAlertsQuery = { sort: 'date', order: 'desc' };
// ?alert=<id> opens that incident in the details drawer over the view.
const alertParam = z.coerce.number().int().positive().max(2_147_483_647);
const cell = { padding: '6px 8px', borderTop: '1px solid #e2e8f0', verticalAlign: 'top' } as const;

function SortHeader({
  query,
  column,
  label,
}: {
  query: SecurityAlertsQuery;
  column: SecurityAlertsQuery['sort'];
  label: string;
}) {
  const isActive = query.sort === column;
  const order = isActive && query.order === 'desc' ? 'asc' : 'desc';
  return (
    <th
      scope="col"
      aria-sort={isActive ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ ...cell, textAlign: column === 'loss' ? 'right' : 'left' }}
    >
      <Link href={`/security-alerts${securityAlertsSearch({ ...query, sort: column, order })}`}>
        {label}
        {isActive ? (query.order === 'asc' ? ' ↑' : ' ↓') : ''}
      </Link>
    </th>
  );
}

export default async function SecurityAlertsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const alertValue = params.alert;
  const query = queryOf(params);
  const db = await getDb();
  const view = await searchSecurityAlerts(db, query);
  const search = securityAlertsSearch(query);
  const alertId = alertParam.safeParse(alertValue);
  const selected = alertId.success ? await getSecurityAlert(db, alertId.data) : null;
  const dataAsOf = dataAsOfShown(
    await getDataFreshness(db, ['defihacklabs']),
    'defihacklabs',
    view.alerts.map((alert) => alert.credit),
  );
  const detailsHref = (id: number) => `/security-alerts${search ? `${search}&` : '?'}alert=${id}`;

  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 1280, margin: '0 auto', padding: '24px 16px 64px' }}>
      <h1 style={{ fontSize: 28, margin: '8px 0 4px' }}>Security Alerts</h1>
      <p style={{ margin: '0 0 16px', color: '#475569' }}>
        Confirmed hacks, exploits and rug pulls: {formatNumber(view.alerts.length)} incidents shown,{' '}
        {formatUsdCompact(view.totalLossUsd)} in known losses. Losses given only in tokens stay unknown.
      </p>
      {dataAsOf && (
        <p className="data-as-of-line" style={{ margin: '-8px 0 16px' }}>
          <DataAsOf source={dataAsOf.source} date={dataAsOf.date} />
        </p>
      )}
      <section
        aria-label="Filters"
        style={{ background: '#fff', border: '1px solid #e2e8f0', borderRadius: 12, padding: 16 }}
      >
        <AlertsFilters query={query} options={view.options} />
      </section>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
          margin: '16px 0',
        }}
      >
        <section style={{ background: '#fff', border: '1px solid #e2e8f0', borderRadius: 12, padding: 16 }}>
          <BarChart
            title="Losses by month"
            bars={view.monthlyLosses.map((month) => ({ label: month.month, value: month.lossUsd }))}
            formatValue={formatUsdCompact}
            labelName="Month"
            valueName="Loss (USD)"
          />
        </section>
        <section style={{ background: '#fff', border: '1px solid #e2e8f0', borderRadius: 12, padding: 16 }}>
          <HorizontalBars
            title="Incidents by attack category"
            bars={view.byCategory.map((category) => ({ label: category.category, value: category.count }))}
            formatValue={(count) => `${count} incident${count === 1 ? '' : 's'}`}
          />
        </section>
      </div>
      <p>
        <a href={`/api/security-alerts/export${search}`} download>
          Download CSV
        </a>
      </p>
      <div style={{ overflowX: 'auto', background: '#fff', border: '1px solid #e2e8f0', borderRadius: 12 }}>
        <table
          aria-label="Security alerts"
          style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}
        >
          <thead>
            <tr>
              <SortHeader query={query} column="date" label="Date" />
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Project
              </th>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Attack category
              </th>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Chains
              </th>
              <SortHeader query={query} column="loss" label="Loss" />
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Source
              </th>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {view.alerts.length === 0 && (
              <tr>
                <td colSpan={7} style={{ ...cell, color: '#64748b' }}>
                  No incident matches these filters.
                </td>
              </tr>
            )}
            {view.alerts.map((alert) => (
              <tr key={alert.id}>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <time dateTime={alert.occurredAt}>{alert.occurredAt.slice(0, 10)}</time>
                </td>
                <td style={cell}>
                  {alert.project ? (
                    <Link href={`/projects/${alert.project.id}`}>{alert.project.name}</Link>
                  ) : (
                    alert.projectName
                  )}
                </td>
                <td style={cell}>
                  {alert.type}
                  {alert.classification && (
                    <span style={{ display: 'block', color: '#64748b', fontSize: 12 }}>
                      {alert.classification}
                    </span>
                  )}
                </td>
                <td style={cell}>{alert.chains.join(', ')}</td>
                <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {alert.isLossUnderReview ? 'under review' : formatUsdCompact(alert.lossUsd)}
                </td>
                <td style={cell}>
                  {alert.credit ? (
                    <SourceCredit credit={alert.credit} />
                  ) : (
                    alert.sourceUrl && <a href={alert.sourceUrl}>source</a>
                  )}
                </td>
                <td style={cell}>
                  <Link
                    href={detailsHref(alert.id)}
                    scroll={false}
                    aria-label={`Details of the ${alert.projectName} incident of ${alert.occurredAt.slice(0, 10)}`}
                  >
                    Details
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected && <AlertDetailsDrawer alert={selected} closeHref={`/security-alerts${search}`} />}
    </main>
  );
}
