import type { ReactNode } from 'react';
import Form from 'next/form';
import type {
  LeaderboardPage,
  LeaderboardRow,
  LeaderboardSortField,
  ProjectsListInput,
} from '@/contracts/projects';
import { DEFAULT_SORT, leaderboardQueryString } from '@/contracts/leaderboard-query';
import { PageLinks } from '@/components/page-links';
import { ProjectLinkCell } from '@/components/project-link-cell';
import { ScoreGauge } from '@/components/score-gauge';
import { formatChange, formatUsdCompact } from '@/lib/format';
import { FilterPanel, type FilterOptionLists } from './filter-panel';

const AUDIT_LABELS = { audited: 'Audited', under_audit: 'Under audit', not_audited: 'Not audited' } as const;
const AUDIT_TAGS = { audited: 'green', under_audit: 'blue', not_audited: 'default' } as const;
const KYC_TAGS = { gold: 'gold', silver: 'default', bronze: 'orange' } as const;

/** From which screen width a column shows (Ant Design's breakpoints: sm 576, md 768, lg 992 px). */
type Breakpoint = 'sm' | 'md' | 'lg';

interface Column {
  readonly title: ReactNode;
  /** The sort key of a sortable column. */
  readonly sortField?: LeaderboardSortField;
  readonly from?: Breakpoint;
  readonly width?: number;
  readonly render: (row: LeaderboardRow) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  { title: '#', sortField: 'rank', width: 64, render: (row) => row.rank ?? 'N/A' },
  {
    title: 'Project',
    sortField: 'name',
    render: (row) => <ProjectLinkCell id={row.id} name={row.name} logo={row.logo} ticker={row.ticker} />,
  },
  {
    title: 'Security Score',
    sortField: 'score',
    render: (row) => <ScoreGauge score={row.score} tier={row.tier} coverage={row.coverage} />,
  },
  {
    title: '24h',
    sortField: 'change24h',
    from: 'sm',
    render: (row) => (
      <span
        className={
          row.change24h ? (row.change24h > 0 ? 'score-change--up' : 'score-change--down') : 'score-change'
        }
      >
        {formatChange(row.change24h)}
      </span>
    ),
  },
  { title: 'Category', sortField: 'category', from: 'md', render: (row) => row.category },
  { title: 'Chains', from: 'lg', render: (row) => row.chains.join(', ') },
  {
    title: 'Market Cap',
    sortField: 'marketCap',
    from: 'md',
    render: (row) => formatUsdCompact(row.marketCapUsd),
  },
  {
    title: 'Badges',
    from: 'lg',
    render: (row) => (
      <span className="badges">
        <span className={`tag tag--${AUDIT_TAGS[row.auditStatus]}`}>{AUDIT_LABELS[row.auditStatus]}</span>
        {row.kyc && <span className={`tag tag--${KYC_TAGS[row.kyc]}`}>KYC {row.kyc}</span>}
        {row.bugBountyUsd !== null && (
          <span className="tag tag--purple" title={`Bug bounty up to ${formatUsdCompact(row.bugBountyUsd)}`}>
            Bounty
            <span className="visually-hidden"> up to {formatUsdCompact(row.bugBountyUsd)}</span>
          </span>
        )}
        {row.hasAlerts && <span className="tag tag--red">Alerts</span>}
      </span>
    ),
  },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface LeaderboardTableProps {
  readonly page: LeaderboardPage;
  readonly view: ProjectsListInput;
  readonly options: FilterOptionLists;
  /** The watchlist star of a row, composed in by the page. */
  readonly renderStar?: (row: LeaderboardRow) => ReactNode;
}

/**
 * The leaderboard: sorted, filtered and paged on the server, the view in the URL. Rendered on the server as a
 * plain table whose headers and pages are links to their views: it costs the browser no script, and only the
 * filter panel and the stars are interactive.
 */
export function LeaderboardTable({ page, view, options, renderStar }: LeaderboardTableProps) {
  const hrefOf = (next: Pick<ProjectsListInput, 'sort' | 'currentPage'>) =>
    `/${leaderboardQueryString({ ...next, filter: view.filter })}`;
  // The filters a sort keeps, as the fields of its form.
  const filterFields = [
    ...new URLSearchParams(
      leaderboardQueryString({ sort: DEFAULT_SORT, filter: view.filter, currentPage: 1 }),
    ),
  ];
  const columnClass = (column: Column) => (column.from ? `leaderboard__col--${column.from}` : undefined);

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
                {renderStar && (
                  <th scope="col" style={{ width: 48 }}>
                    <span className="visually-hidden">Watchlist</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {page.data.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length + (renderStar ? 1 : 0)} className="leaderboard__empty">
                    No project matches these filters.
                  </td>
                </tr>
              ) : (
                page.data.map((row) => (
                  <tr key={row.id}>
                    {COLUMNS.map((column, index) => (
                      <td key={index} className={columnClass(column)}>
                        {column.render(row)}
                      </td>
                    ))}
                    {renderStar && <td>{renderStar(row)}</td>}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <PageLinks
          current={page.currentPage}
          pageSize={page.dataPerPage}
          total={page.total}
          noun="projects"
          hrefOf={(currentPage) => hrefOf({ sort: view.sort, currentPage })}
        />
      </div>
    </>
  );
}
