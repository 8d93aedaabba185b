import Link from 'next/link';
import { DataTable, DataTableRows, type DataColumn } from '@/components/data-table/data-table';
import { SourceCredit } from '@/components/source-credit';
import {
  securityAlertsSearch,
  type SecurityAlertsPage,
  type SecurityAlertsQuery,
} from '@/contracts/security-alerts';
import { formatUsdCompact } from '@/lib/format';
import { projectNoteOf } from '@/lib/incident-project-note';
import styles from './alerts-table.module.css';

type Alert = SecurityAlertsPage['alerts'][number];
type SortField = SecurityAlertsQuery['sort'];

const dayOf = (alert: Alert) => alert.occurredAt.slice(0, 10);
const rowKey = (alert: Alert) => alert.id;

interface AlertsTableProps {
  readonly alerts: readonly Alert[];
  readonly query: SecurityAlertsQuery;
  /** The address of the view with an incident's details open. */
  readonly detailsHref: (id: number) => string;
}

/** The incidents of the view, sorted on the server: the sortable headers are links to their views. */
export function AlertsTable({ alerts, query, detailsHref }: AlertsTableProps) {
  const columns: readonly DataColumn<Alert, SortField>[] = [
    {
      key: 'date',
      title: 'Date',
      sortField: 'date',
      isNoWrap: true,
      render: (alert) => <time dateTime={alert.occurredAt}>{dayOf(alert)}</time>,
    },
    {
      key: 'project',
      title: 'Project',
      render: (alert) =>
        alert.project ? (
          <Link href={`/projects/${alert.project.id}`}>{alert.project.name}</Link>
        ) : (
          <>
            {alert.projectName}
            <span className={styles.classification}>{projectNoteOf(alert)}</span>
          </>
        ),
    },
    {
      key: 'category',
      title: 'Attack category',
      render: (alert) => (
        <>
          {alert.type}
          {alert.classification && <span className={styles.classification}>{alert.classification}</span>}
        </>
      ),
    },
    { key: 'chains', title: 'Chains', render: (alert) => alert.chains.join(', ') },
    {
      key: 'loss',
      title: 'Loss',
      sortField: 'loss',
      align: 'right',
      isNoWrap: true,
      render: (alert) => (alert.isLossUnderReview ? 'under review' : formatUsdCompact(alert.lossUsd)),
    },
    {
      key: 'source',
      title: 'Source',
      render: (alert) =>
        alert.credit ? (
          <SourceCredit credit={alert.credit} />
        ) : (
          alert.sourceUrl && <a href={alert.sourceUrl}>source</a>
        ),
    },
    {
      key: 'details',
      title: 'Details',
      render: (alert) => (
        <Link
          href={detailsHref(alert.id)}
          scroll={false}
          aria-label={`Details of the ${alert.projectName} incident of ${dayOf(alert)}`}
        >
          Details
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      label="Security alerts"
      sort={{ field: query.sort, order: query.order }}
      density="compact"
      renderSort={(column, sorted) => {
        // The sorted column turns its order; another column sorts newest or largest first.
        const order = sorted === 'desc' ? 'asc' : 'desc';
        return (
          <Link href={`/security-alerts${securityAlertsSearch({ ...query, sort: column.sortField, order })}`}>
            {column.title}
            {sorted ? (sorted === 'asc' ? ' ↑' : ' ↓') : ''}
          </Link>
        );
      }}
      body={
        <DataTableRows
          columns={columns}
          rows={alerts}
          rowKey={rowKey}
          empty="No incident matches these filters."
        />
      }
    />
  );
}
