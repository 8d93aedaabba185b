import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projectScores, projects, watchlists } from '../db/schema';
import { assertWatchlistId, watchlistNotFound } from './watchlist-view';
import { firstTicker } from '../projects/first-ticker';

const HEADER = ['Rank', 'Name', 'Ticker', 'Security Score', 'Tier', 'Category', 'Chains', 'URL'];

// A spreadsheet runs a cell that starts like a formula; a leading quote makes it text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text neutralised, then quoted when it holds a separator, quote or line break. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface WatchlistExport {
  readonly name: string;
  readonly csv: string;
}

/**
 * The user's list as CSV (RFC 4180, CRLF line ends, a UTF-8 byte-order mark so spreadsheets read names right):
 * a header row, then one row per project in the list's order. Another user's list is 404 NotFound.
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
  const lines = [HEADER.map(csvCell).join(',')];
  for (const id of list.projects) {
    const row = byId.get(id);
    // A project removed from the site since it was added has nothing left to export.
    if (!row) continue;
    lines.push(
      [
        row.rank,
        row.name,
        row.ticker,
        row.score,
        row.tier,
        row.category,
        row.chains.join('; '),
        `/projects/${encodeURIComponent(row.id)}`,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { name: list.name, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}
