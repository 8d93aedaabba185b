import type { Metadata } from 'next';
import { DataSourcesTable } from '@/components/data-sources-table';
import { RefreshStatusTable } from '@/components/refresh-status-table';
import { env } from '@/config/env';
import { REFRESH_SOURCES } from '@/config/refresh-sources';
import { CompanyDocument } from '@/features/company/components/company-document';
import { DataAttribution } from '@/features/company/components/data-attribution';
import { getCompanyDocument } from '@/server/content/get-company-document';
import { getDb } from '@/server/db/db';
import { countImportedRecords } from '@/server/imports/count-imported-records';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';
import { getRefreshStatus } from '@/server/refresh/get-refresh-status';

export async function generateMetadata(): Promise<Metadata> {
  const { metaTitle, description } = await getCompanyDocument('data-sources');
  return { title: metaTitle, description };
}

// The counts follow the imports, and the refreshes their sources.
export const dynamic = 'force-dynamic';

// "2026-11-26 06:00 UTC": one zone for every visitor.
const refreshTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export default async function DataSourcesPage() {
  const db = await getDb();
  const counts = await countImportedRecords(db);
  // The last successful refresh of each data set that a public source refreshes (src/config/refresh-sources.ts).
  const refreshes = new Map(
    (await getDataFreshness(db)).map((entry) => {
      const source = REFRESH_SOURCES.find((candidate) => candidate.name === entry.source)!;
      return [
        source.dataSourceId,
        entry.lastRefreshedAt
          ? `${refreshTime(entry.lastRefreshedAt)} (data as of ${entry.asOf})`
          : `never refreshed: shipped snapshot of ${source.snapshotDate}`,
      ];
    }),
  );
  return (
    <CompanyDocument
      document={await getCompanyDocument('data-sources')}
      blocks={{
        'data-sets': <DataSourcesTable refreshes={refreshes} counts={counts} />,
        'refresh-status': <RefreshStatusTable status={await getRefreshStatus(db, env().REFRESH_SOURCES)} />,
        attribution: <DataAttribution />,
      }}
    />
  );
}
