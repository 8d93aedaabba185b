import 'server-only';
import type { SecurityAlertsQuery } from '@/contracts/security-alerts';
import { CSV_LIST_SEPARATOR, type CsvValue } from '@/lib/csv';
import type { Executor } from '../db/client';
import { searchSecurityAlerts } from './search-security-alerts';

const HEADER = [
  'Date',
  'Project',
  'Project page',
  'Attack category',
  'Root cause',
  'Chains',
  'Loss (USD)',
  'Source',
  'Licence',
  'Link',
];

/** The incidents of one filtered view as the rows of a CSV: the same rows, in the same order, as the page shows. */
export async function exportSecurityAlerts(
  db: Executor,
  query: SecurityAlertsQuery,
  origin: string,
): Promise<CsvValue[][]> {
  const { alerts } = await searchSecurityAlerts(db, query);
  return [
    HEADER,
    ...alerts.map((alert) => [
      alert.occurredAt.slice(0, 10),
      alert.project?.name ?? alert.projectName,
      alert.project ? `${origin}/projects/${alert.project.id}` : '',
      alert.type,
      alert.classification,
      alert.chains.join(CSV_LIST_SEPARATOR),
      alert.isLossUnderReview ? 'under review' : alert.lossUsd,
      alert.credit?.name ?? '',
      alert.credit?.licence ?? '',
      alert.sourceUrl,
    ]),
  ];
}
