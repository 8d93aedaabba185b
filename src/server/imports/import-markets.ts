import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { MarketRecord } from '@/contracts/imports';
import type { Executor } from '../db/client';
import { projects } from '../db/schema';
import type { KindReport } from './import-report';
import { dataSetName } from './data-set-name';
import { TouchedProjects } from './touched-projects';

const BATCH_SIZE = 1_000;

/**
 * Sets the market-cap rank and capitalisation of the projects whose CoinGecko id the records give, with the
 * source and day that measured them. Projects are never created from market figures: a coin that the catalogue
 * does not hold is counted as unmatched. A record that says what is already stored changes nothing.
 */
export async function importMarkets(
  db: Executor,
  records: readonly { record: MarketRecord; licence: string }[],
  now: Date,
): Promise<Pick<KindReport, 'added' | 'updated' | 'unchanged' | 'unmatched'> & { touched: TouchedProjects }> {
  const result = { added: 0, updated: 0, unchanged: 0, unmatched: 0 };
  const touched = new TouchedProjects();
  const geckoIds = records.map(({ record }) => record.geckoId);
  const stored: (typeof projects.$inferSelect)[] = [];
  for (let start = 0; start < geckoIds.length; start += BATCH_SIZE) {
    stored.push(
      ...(await db
        .select()
        .from(projects)
        .where(inArray(projects.geckoId, geckoIds.slice(start, start + BATCH_SIZE)))),
    );
  }
  const byGeckoId = new Map<string, (typeof projects.$inferSelect)[]>();
  for (const row of stored) byGeckoId.set(row.geckoId!, [...(byGeckoId.get(row.geckoId!) ?? []), row]);

  for (const { record } of records) {
    const matches = byGeckoId.get(record.geckoId) ?? [];
    if (matches.length === 0) {
      result.unmatched += 1;
      continue;
    }
    const figures = {
      marketCapRank: record.marketCapRank ?? null,
      marketCapUsd: record.marketCapUsd ?? null,
      marketSource: record.source,
      marketAsOf: record.asOf,
    };
    for (const row of matches) {
      const isSame =
        row.marketCapRank === figures.marketCapRank &&
        row.marketCapUsd === figures.marketCapUsd &&
        row.marketSource === figures.marketSource &&
        row.marketAsOf === figures.marketAsOf;
      if (isSame) {
        result.unchanged += 1;
        continue;
      }
      result.updated += 1;
      touched.add(row.id, {
        kind: 'market',
        change: 'updated',
        rankFrom: row.marketCapRank,
        rankTo: figures.marketCapRank,
        capUsdFrom: row.marketCapUsd,
        capUsdTo: figures.marketCapUsd,
        asOf: figures.marketAsOf,
        source: dataSetName(figures.marketSource),
      });
      await db
        .update(projects)
        .set({ ...figures, updatedAt: now })
        .where(eq(projects.id, row.id));
    }
  }
  return { ...result, touched };
}
