'use client';

import type { ReactNode } from 'react';
import type { LeaderboardRow } from '@/contracts/projects';
import { COLUMNS, columnClass } from './leaderboard-columns';

interface LeaderboardRowsProps {
  readonly rows: readonly LeaderboardRow[];
  /** The watchlist star of a row, composed in by the page. */
  readonly renderStar?: (row: LeaderboardRow) => ReactNode;
}

/**
 * The leaderboard's rows, rendered on the server like the rest of the table. A client component so that the
 * page carries the rows once as data for the browser, not again as a second copy of their markup.
 */
export function LeaderboardRows({ rows, renderStar }: LeaderboardRowsProps) {
  if (rows.length === 0) {
    return (
      <tr>
        <td colSpan={COLUMNS.length + (renderStar ? 1 : 0)} className="leaderboard__empty">
          No project matches these filters.
        </td>
      </tr>
    );
  }
  return rows.map((row) => (
    <tr key={row.id}>
      {COLUMNS.map((column, index) => (
        <td key={index} className={columnClass(column)}>
          {column.render(row)}
        </td>
      ))}
      {renderStar && <td className="leaderboard__cell--star">{renderStar(row)}</td>}
    </tr>
  ));
}
