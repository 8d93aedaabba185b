import { BarChart, HorizontalBars } from '@/components/bar-chart';
import { DataAsOf } from '@/components/data-as-of';
import { DataAsOfLine } from '@/components/data-as-of-line';
import type { SecurityAlertDetail } from '@/contracts/discovery';
import { PageLinks } from '@/components/page-links';
import {
  securityAlertsPageSearch,
  securityAlertsSearch,
  type SecurityAlertsPage,
  type SecurityAlertsQuery,
} from '@/contracts/security-alerts';
import { formatNumber, formatUsdCompact } from '@/lib/format';
import { AlertDetailsDrawer } from './alert-details-drawer';
import { AlertsFilters } from './alerts-filters';
import { AlertsTable } from './alerts-table';
import styles from './security-alerts-view.module.css';

interface SecurityAlertsViewProps {
  readonly view: SecurityAlertsPage;
  readonly query: SecurityAlertsQuery;
  /** The day of the incidents' public source, when the view credits it. */
  readonly dataAsOf: { readonly source: string; readonly date: string } | null;
  /** The incident whose details are open over the view. */
  readonly selected: SecurityAlertDetail | null;
}

/** /security-alerts: the incidents of the view, their losses by month and by category, and the filters. */
export function SecurityAlertsView({ view, query, dataAsOf, selected }: SecurityAlertsViewProps) {
  const search = securityAlertsSearch(query);
  // The page's own address keeps its filters and its page, so that closing the details returns to the same rows.
  const pageHref = (page: number) => `/security-alerts${securityAlertsPageSearch(query, page)}`;
  const here = pageHref(view.page);
  const detailsHref = (id: number) => `${here}${here.includes('?') ? '&' : '?'}alert=${id}`;
  const first = view.total === 0 ? 0 : (view.page - 1) * view.pageSize + 1;
  const last = (view.page - 1) * view.pageSize + view.alerts.length;
  return (
    <>
      <h1 className={styles.title}>Security Alerts</h1>
      <p className={styles.summary}>
        Confirmed hacks, exploits and rug pulls: {formatNumber(view.total)} incidents,{' '}
        {formatUsdCompact(view.totalLossUsd)} in known losses. Losses given only in tokens stay unknown.
      </p>
      {dataAsOf && (
        <DataAsOfLine className={styles.dataAsOf}>
          <DataAsOf source={dataAsOf.source} date={dataAsOf.date} />
        </DataAsOfLine>
      )}
      <section aria-label="Filters" className={styles.panel}>
        <AlertsFilters query={query} options={view.options} />
      </section>
      <div className={styles.charts}>
        <section className={styles.panel}>
          <BarChart
            title="Losses by month"
            bars={view.monthlyLosses.map((month) => ({ label: month.month, value: month.lossUsd }))}
            formatValue={formatUsdCompact}
            labelName="Month"
            valueName="Loss (USD)"
          />
        </section>
        <section className={styles.panel}>
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
      {view.total > view.pageSize && (
        <p className={styles.pageRange}>
          Incidents {formatNumber(first)}–{formatNumber(last)} of {formatNumber(view.total)}
        </p>
      )}
      <AlertsTable alerts={view.alerts} query={query} detailsHref={detailsHref} />
      {view.total > view.pageSize && (
        <PageLinks current={view.page} pageSize={view.pageSize} total={view.total} hrefOf={pageHref} />
      )}
      {selected && <AlertDetailsDrawer alert={selected} closeHref={here} />}
    </>
  );
}
