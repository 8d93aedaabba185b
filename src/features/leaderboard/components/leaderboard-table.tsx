import type { ReactNode } from 'react';
import Form from 'next/form';
import Link from 'next/link';
import type { LeaderboardPage, ProjectsListInput } from '@/contracts/projects';
import { DEFAULT_SORT, leaderboardQueryString } from '@/contracts/leaderboard-query';
import { DataTable, SortButton } from '@/components/data-table/data-table';
import { PageLinks } from '@/components/page-links';
import { formatNumber } from '@/lib/format';
import { NOT_RATED } from '@/lib/score/not-rated';
import type { FilterOptionLists } from './filter-form';
import { FilterPanel } from './filter-panel';
import { CompareSelection } from './compare-selection';
import { COLUMNS, columnsWithStar } from './leaderboard-columns';
import { LeaderboardRows } from './leaderboard-rows';
import styles from './leaderboard-table.module.css';

interface LeaderboardTableProps {
  readonly page: LeaderboardPage;
  readonly view: ProjectsListInput;
  readonly options: FilterOptionLists;
  /**
   * The rows with what the page composes into them (a client component rendering `LeaderboardRows` with a
   * watchlist star, say); plain rows by default.
   */
  readonly rows?: ReactNode;
  /** Whether the rows end with a watchlist star. */
  readonly hasStars?: boolean;
  /**
   * How many projects of the view's filter are not rated, when the view shows only the
   * ranked ones: a link leads to them.
   */
  readonly notEnoughData?: number;
  /** A line between the filters and the table (the median of the one category filtered to). */
  readonly summary?: ReactNode;
}

/**
 * The leaderboard: sorted, filtered and paged on the server, the view in the URL. Rendered on the server as a
 * plain table whose headers and pages are links to their views: only the filter panel and the stars are
 * interactive. The rows come to the browser as data (./leaderboard-rows.tsx).
 */
export function LeaderboardTable({
  page,
  view,
  options,
  rows,
  hasStars = false,
  notEnoughData = 0,
  summary,
}: LeaderboardTableProps) {
  const hrefOf = (next: Pick<ProjectsListInput, 'sort' | 'currentPage'>) =>
    `/${leaderboardQueryString({ ...next, filter: view.filter })}`;
  // The filters a sort keeps, as the fields of its form.
  const filterFields = [
    ...new URLSearchParams(
      leaderboardQueryString({ sort: DEFAULT_SORT, filter: view.filter, currentPage: 1 }),
    ),
  ];

  return (
    <>
      <FilterPanel sort={view.sort} filter={view.filter} options={options} />
      {summary}
      <DataTable
        columns={hasStars ? columnsWithStar() : COLUMNS}
        sort={view.sort}
        layout="cards"
        scrollTestId="leaderboard-scroll"
        renderSort={(column, sorted) => (
          // A form rather than a link: the header row holds no link, only the project rows do.
          // It works before any script has loaded, and is followed in the app once it has.
          <Form action="/" scroll={false} prefetch={false}>
            <SortButton type="submit" sorted={sorted}>
              {column.title}
            </SortButton>
            {/* The sorted column turns its order; another column sorts ascending. */}
            <input type="hidden" name="sort" value={column.sortField} />
            <input type="hidden" name="order" value={sorted === 'asc' ? 'desc' : 'asc'} />
            {filterFields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </Form>
        )}
        body={rows ?? <LeaderboardRows rows={page.data} />}
      >
        {/* Counted afresh for each view, whose rows are new. */}
        {page.data.length > 0 && (
          <CompareSelection key={hrefOf({ sort: view.sort, currentPage: page.currentPage })} />
        )}
        <PageLinks
          current={page.currentPage}
          pageSize={page.dataPerPage}
          total={page.total}
          noun="projects"
          hrefOf={(currentPage) => hrefOf({ sort: view.sort, currentPage })}
        />
        {view.filter.coverage === 'not_enough' && (
          <p className={styles.unranked}>
            {NOT_RATED}: Rampart holds no audit, incident or bug bounty for these projects, or too little
            evidence beside it, for a Security Score; they have no rank.{' '}
            <Link
              href={`/${leaderboardQueryString({
                sort: view.sort,
                filter: { ...view.filter, coverage: undefined },
                currentPage: 1,
              })}`}
              prefetch={false}
            >
              Back to the ranked projects
            </Link>
          </p>
        )}
        {notEnoughData > 0 && (
          <p className={styles.unranked}>
            {NOT_RATED}: {formatNumber(notEnoughData)} {notEnoughData === 1 ? 'project has' : 'projects have'}{' '}
            too little security evidence for a Security Score and no rank.{' '}
            <Link
              href={`/${leaderboardQueryString({
                sort: view.sort,
                filter: { ...view.filter, coverage: 'not_enough' },
                currentPage: 1,
              })}`}
              prefetch={false}
            >
              Show them
            </Link>
          </p>
        )}
      </DataTable>
    </>
  );
}
