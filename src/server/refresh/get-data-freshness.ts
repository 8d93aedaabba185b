import 'server-only';
import { sql } from 'drizzle-orm';
import { dataSourceById } from '@/config/data-sources';
import { REFRESH_SOURCES, type RefreshSource, type RefreshSourceName } from '@/config/refresh-sources';
import { dataFreshness, type DataFreshness } from '@/contracts/refresh';
import type { Executor } from '../db/client';
import { sourceRefreshes } from '../db/schema';

// Whether the database holds data of a source: an empty one (SEED=none) or one of synthetic records holds none,
// and says nothing of freshness.
function hasRecordsOf(source: RefreshSource) {
  switch (source.covers) {
    case 'incidents':
      return sql`exists (select 1 from security_alerts where source = ${source.dataSourceId})`;
    case 'audits':
      return sql`exists (select 1 from audits where source = ${source.dataSourceId})`;
    default:
      // Both read an index (gecko_id, import_key): a catalogue of synthetic projects answers at once.
      return sql`(exists (select 1 from projects where gecko_id is not null and market_source = ${source.dataSourceId})
        or exists (select 1 from projects where import_key is not null and market_cap_rank is not null))`;
  }
}

/**
 * How fresh the data of each refreshed source is (of the sources named, or all): the day of its last successful
 * refresh, or, until one, the shipped snapshot's date and data set.
 */
export async function getDataFreshness(
  db: Executor,
  names: readonly RefreshSourceName[] = REFRESH_SOURCES.map((source) => source.name),
): Promise<DataFreshness[]> {
  const sources = REFRESH_SOURCES.filter((source) => names.includes(source.name));
  if (sources.length === 0) return [];
  const refreshed = new Map((await db.select().from(sourceRefreshes)).map((row) => [row.source, row]));
  const present = await db.execute<Record<string, boolean>>(
    sql`select ${sql.join(
      sources.map((source) => sql`${hasRecordsOf(source)} as ${sql.identifier(source.name)}`),
      sql`, `,
    )}`,
  );
  const [row] = present.rows;
  return sources.map((source) => {
    const refresh = refreshed.get(source.name);
    const dataSet = dataSourceById.get(refresh ? source.dataSourceId : source.snapshotDataSourceId)!;
    return dataFreshness.parse({
      source: source.name,
      name: dataSet.name,
      credit: {
        label: dataSet.creditLabel ?? 'Source:',
        name: dataSet.name,
        url: dataSet.url,
        licence: dataSet.licence,
      },
      asOf: refresh?.asOf ?? source.snapshotDate,
      lastRefreshedAt: refresh?.lastRefreshedAt.toISOString() ?? null,
      hasRecords: Boolean(row?.[source.name]),
    });
  });
}
