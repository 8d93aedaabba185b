import type { Metadata } from 'next';
import {
  securityAlertsPageNumber,
  securityAlertsQuery,
  securityAlertsSearch,
  type SecurityAlertsQuery,
} from '@/contracts/security-alerts';
import { z } from 'zod';
import { SecurityAlertsView } from '@/features/security-alerts/components/security-alerts-view';
import { dataAsOfShown } from '@/lib/data-credit';
import { getDb } from '@/server/db/db';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';
import { getSecurityAlert } from '@/server/security/get-security-alert';
import { searchSecurityAlerts } from '@/server/security/search-security-alerts';
import { SECURITY_ALERTS_PAGE_SIZE } from '@/config/constants';
import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './page.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The view's filters from a shared link: a bad or unknown filter shows every incident rather than an error. */
function queryOf({
  alert: _alert,
  page: _page,
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
export default async function SecurityAlertsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const alertValue = params.alert;
  const query = queryOf(params);
  // ?page=N: the table's page; a bad one shows the first, one past the last shows the last.
  const pageNumber = securityAlertsPageNumber.safeParse(params.page);
  const db = await getDb();
  const view = await searchSecurityAlerts(db, query, {
    page: pageNumber.success ? pageNumber.data : 1,
    pageSize: SECURITY_ALERTS_PAGE_SIZE,
  });
  const alertId = alertParam.safeParse(alertValue);
  const selected = alertId.success ? await getSecurityAlert(db, alertId.data) : null;
  const dataAsOf = dataAsOfShown(
    await getDataFreshness(db, ['defihacklabs']),
    'defihacklabs',
    view.alerts.map((alert) => alert.credit),
  );

  return (
    <main id={MAIN_CONTENT_ID} className={styles.main}>
      <SecurityAlertsView view={view} query={query} dataAsOf={dataAsOf} selected={selected} />
    </main>
  );
}
