'use client';

import type { ReactNode } from 'react';
import type { LeaderboardRow } from '@/contracts/projects';
import { DataTableRows } from '@/components/data-table/data-table';
import { COLUMNS, columnsWithStar } from './leaderboard-columns';

interface LeaderboardRowsProps {
  readonly rows: readonly LeaderboardRow[];
  /** The watchlist star of a row, composed in by the page. */
  readonly renderStar?: (row: LeaderboardRow) => ReactNode;
}

const rowKey = (row: LeaderboardRow) => row.id;

/**
 * The leaderboard's rows, rendered on the server like the rest of the table. A client component so that the
 * page carries the rows once as data for the browser, not again as a second copy of their markup.
 */
export function LeaderboardRows({ rows, renderStar }: LeaderboardRowsProps) {
  return (
    <DataTableRows
      columns={renderStar ? columnsWithStar(renderStar) : COLUMNS}
      rows={rows}
      rowKey={rowKey}
      empty="No project matches these filters."
    />
  );
}
