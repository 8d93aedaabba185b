import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * How many stored records each data set contributed to, by its source id (combined sources count for each);
 * for the icon packages, how many projects show one of their logos.
 */
export async function countImportedRecords(db: Executor): Promise<Map<string, number>> {
  const result = await db.execute<{ source: string; n: number }>(sql`
    select source, count(*)::int as n from (
      select unnest(data_sources) as source from projects where source = 'import'
      union all select market_source from projects where market_source is not null
      union all select unnest(string_to_array(source, '+')) from security_alerts where licence is not null
      union all select unnest(string_to_array(source, '+')) from audits where licence is not null
      union all select unnest(string_to_array(source, '+')) from token_contracts
      union all select '@web3icons/core' from projects
        where logo like '/logos/tokens/%' or logo like '/logos/networks/%'
           or logo like '/logos/wallets/%' or logo like '/logos/exchanges/%'
      union all select 'cryptocurrency-icons' from projects where logo like '/logos/coins/%'
    ) records group by source`);
  return new Map(result.rows.map((row) => [row.source, Number(row.n)]));
}
