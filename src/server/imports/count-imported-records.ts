import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** How many stored records each data set contributed to, by its source id (combined sources count for each). */
export async function countImportedRecords(db: Executor): Promise<Map<string, number>> {
  const result = await db.execute<{ source: string; n: number }>(sql`
    select source, count(*)::int as n from (
      select unnest(data_sources) as source from projects where source = 'import'
      union all select market_source from projects where market_source is not null
      union all select unnest(string_to_array(source, '+')) from security_alerts where licence is not null
      union all select unnest(string_to_array(source, '+')) from audits where licence is not null
      union all select unnest(string_to_array(source, '+')) from token_contracts
    ) records group by source`);
  return new Map(result.rows.map((row) => [row.source, Number(row.n)]));
}
