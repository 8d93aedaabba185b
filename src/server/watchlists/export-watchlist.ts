import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { CSV_LIST_SEPARATOR, type CsvValue } from '@/lib/csv';
import type { Executor } from '../db/client';
import { projectScores, projects, watchlists } from '../db/schema';
import { assertWatchlistId, watchlistNotFound } from './watchlist-view';
import { firstTicker } from '../projects/first-ticker';

const HEADER = ['Rank', 'Name', 'Ticker', 'Security Score', 'Tier', 'Category', 'Chains', 'URL'];

export interface WatchlistExport {
  readonly name: string;
  readonly rows: readonly (readonly CsvValue[])[];
}

/**
 * The user's list as the rows of a CSV: a header row, then one row per project in the list's order. Another
 * user's list is 404 NotFound.
 */
export async function exportWatchlist(
  db: Executor,
  options: { userId: string; id: string },
): Promise<WatchlistExport> {
  assertWatchlistId(options.id);
  const [list] = await db
    .select({ name: watchlists.name, projects: watchlists.projects })
    .from(watchlists)
    .where(and(eq(watchlists.id, options.id), eq(watchlists.userId, options.userId)));
  if (!list) throw watchlistNotFound();
  const rows =
    list.projects.length === 0
      ? []
      : await db
          .select({
            id: projects.id,
            name: projects.name,
            ticker: firstTicker(),
            category: projects.category,
            chains: projects.chains,
            rank: projectScores.rank,
            score: projectScores.score,
            tier: projectScores.tier,
          })
          .from(projects)
          .leftJoin(projectScores, eq(projectScores.projectId, projects.id))
          .where(inArray(projects.id, list.projects));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: CsvValue[][] = [HEADER];
  for (const id of list.projects) {
    const row = byId.get(id);
    // A project removed from the site since it was added has nothing left to export.
    if (!row) continue;
    lines.push([
      row.rank,
      row.name,
      row.ticker,
      row.score,
      row.tier,
      row.category,
      row.chains.join(CSV_LIST_SEPARATOR),
      `/projects/${encodeURIComponent(row.id)}`,
    ]);
  }
  return { name: list.name, rows: lines };
}
