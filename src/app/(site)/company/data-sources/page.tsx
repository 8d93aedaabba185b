import type { Metadata } from 'next';
import { DataSourcesTable } from '@/components/data-sources-table';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { IMPLAUSIBLE_LOSS_USD } from '@/config/constants';
import { DATA_SOURCES } from '@/config/data-sources';
import { REFRESH_SOURCES } from '@/config/refresh-sources';
import { formatUsdCompact } from '@/lib/format';
import { getDb } from '@/server/db/db';
import { countImportedRecords } from '@/server/imports/count-imported-records';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';

export const metadata: Metadata = {
  title: 'Data sources',
  description:
    'The public data sets behind Rampart’s projects, security alerts and audits: where they come from, their licences and snapshot dates.',
};

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
  const sections: DocumentSection[] = [
    {
      id: 'data-sets',
      title: 'Data sets',
      content: <DataSourcesTable refreshes={refreshes} counts={counts} />,
    },
    {
      id: 'refreshes',
      title: 'Refreshes',
      content: (
        <p>
          DeFiHackLabs, the Trail of Bits publications and CoinGecko are read again for newer records (once a
          day where the site is set to): new incidents, new reviews and current market-cap ranks and market
          caps replace the shipped snapshots as they arrive. Until then, the market-cap ranks are those of
          web3icons metadata as of its snapshot. CoinGecko&apos;s figures are used under its API terms, with
          its credit: Data provided by CoinGecko.
        </p>
      ),
    },
    {
      id: 'attribution',
      title: 'Attribution',
      content: (
        <ul>
          {DATA_SOURCES.map((source) => (
            <li key={source.id}>
              <strong>{source.name}</strong>: {source.attribution}.
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'share-alike',
      title: 'Share-alike data',
      content: (
        <p>
          The audit list of Trail of Bits is licensed CC BY-SA 4.0: any adaptation of it that you
          redistribute, including the audits as Rampart shows them, stays under CC BY-SA 4.0. Those records
          are kept apart from the other data sets and credited wherever they appear.
        </p>
      ),
    },
    {
      id: 'gaps',
      title: 'What the data does not say',
      content: (
        <p>
          Losses that a source gives only in tokens are shown as unknown, never converted. A loss above{' '}
          {formatUsdCompact(IMPLAUSIBLE_LOSS_USD)} is held back for review and left out of every total until
          our staff confirm it. An incident or audit is tied to a project only when the match is certain; the
          others are shown under their own names. What the data sets do not measure counts as not available in
          the Security Score: it lowers the score&apos;s coverage, not the score. A project that no audit,
          incident or market figure describes has too little evidence for a score: it is shown as &quot;Not
          enough data&quot;, with no rank. Each signal is dated to the snapshot of the data set it comes from.
        </p>
      ),
    },
    {
      id: 'not-covered',
      title: 'What no public source gives',
      content: (
        <p>
          No open data set records Skynet&apos;s monitoring figures, team KYC, bug bounties or audits in
          progress. Project pages say so (&ldquo;Not monitored yet&rdquo;, &ldquo;No KYC on record&rdquo;,
          &ldquo;No audit in progress&rdquo;) instead of showing invented figures, until measured data is
          imported for a project.
        </p>
      ),
    },
  ];
  return (
    <DocumentPage
      eyebrow="Company"
      title="Data sources"
      lead="Rampart's projects, security alerts and audits come from openly licensed public data sets. Each record keeps its source and licence, and is credited where it is shown."
      sections={sections}
    />
  );
}
