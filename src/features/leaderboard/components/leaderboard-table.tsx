import type { ReactNode } from 'react';
import Form from 'next/form';
import Link from 'next/link';
import type { LeaderboardPage, ProjectsListInput } from '@/contracts/projects';
import { DEFAULT_SORT, leaderboardQueryString } from '@/contracts/leaderboard-query';
import { PageLinks } from '@/components/page-links';
import { formatNumber } from '@/lib/format';
import { NOT_ENOUGH_DATA } from '@/lib/score/not-enough-data';
import { FilterPanel, type FilterOptionLists } from './filter-panel';
import { COLUMNS, columnClass } from './leaderboard-columns';
import { LeaderboardRows } from './leaderboard-rows';
import { VisuallyHidden } from '@/components/visually-hidden';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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
   * How many projects of the view's filter have not enough data for a score, when the view shows only the
   * ranked ones: a link leads to them.
   */
  readonly notEnoughData?: number;
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
      <div className="leaderboard">
        <div className="leaderboard__scroll">
          <table className="leaderboard__table">
            <thead>
              <tr>
                {COLUMNS.map((column, index) => {
                  const sorted =
                    column.sortField && view.sort.field === column.sortField ? view.sort.order : null;
                  return (
                    <th
                      key={index}
                      scope="col"
                      className={columnClass(column)}
                      style={column.width ? { width: column.width } : undefined}
                      aria-sort={column.sortField ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    >
                      {column.sortField ? (
                        // A form rather than a link: the header row holds no link, only the project rows do.
                        // It works before any script has loaded, and is followed in the app once it has.
                        <Form action="/" scroll={false} prefetch={false}>
                          <button type="submit" className="leaderboard__sort">
                            {column.title}
                            <span aria-hidden="true" className="leaderboard__sorter">
                              <span className={sorted === 'asc' ? 'is-active' : undefined}>▲</span>
                              <span className={sorted === 'desc' ? 'is-active' : undefined}>▼</span>
                            </span>
                          </button>
                          {/* The sorted column turns its order; another column sorts ascending. */}
                          <input type="hidden" name="sort" value={column.sortField} />
                          <input type="hidden" name="order" value={sorted === 'asc' ? 'desc' : 'asc'} />
                          {filterFields.map(([name, value]) => (
                            <input key={name} type="hidden" name={name} value={value} />
                          ))}
                        </Form>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
                {hasStars && (
                  <th scope="col" style={{ width: 48 }}>
                    <VisuallyHidden>Watchlist</VisuallyHidden>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>{rows ?? <LeaderboardRows rows={page.data} />}</tbody>
          </table>
        </div>
        <PageLinks
          current={page.currentPage}
          pageSize={page.dataPerPage}
          total={page.total}
          noun="projects"
          hrefOf={(currentPage) => hrefOf({ sort: view.sort, currentPage })}
        />
        {view.filter.coverage === 'not_enough' && (
          <p className="leaderboard__unranked">
            {NOT_ENOUGH_DATA}: these projects have too little evidence for a Security Score and no rank.{' '}
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
          <p className="leaderboard__unranked">
            {NOT_ENOUGH_DATA}: {formatNumber(notEnoughData)}{' '}
            {notEnoughData === 1 ? 'project has' : 'projects have'} too little evidence for a Security Score
            and no rank.{' '}
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
      </div>
    </>
  );
}
