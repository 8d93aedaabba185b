'use client';

import {
  cloneElement,
  isValidElement,
  useTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType, SorterResult, SortOrder } from 'antd/es/table/interface';
import type {
  LeaderboardPage,
  LeaderboardRow,
  LeaderboardSortField,
  ProjectsListFilter,
  ProjectsListInput,
} from '@/contracts/projects';
import { ProjectLinkCell } from '@/components/project-link-cell';
import { ScoreGauge } from '@/components/score-gauge';
import { formatChange, formatUsdCompact } from '@/lib/format';
import { DEFAULT_SORT, leaderboardQueryString } from '@/contracts/leaderboard-url';
import { FilterPanel, type FilterOptionLists } from './filter-panel';

const KYC_COLORS = { gold: 'gold', silver: 'default', bronze: 'orange' } as const;
const AUDIT_LABELS = { audited: 'Audited', under_audit: 'Under audit', not_audited: 'Not audited' } as const;

function columns(
  sort: ProjectsListInput['sort'],
  renderStar?: (row: LeaderboardRow) => ReactNode,
): ColumnsType<LeaderboardRow> {
  const sortOrderOf = (field: LeaderboardSortField): SortOrder =>
    sort.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: LeaderboardSortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
  });
  const star: ColumnsType<LeaderboardRow> = renderStar
    ? [
        {
          title: <span className="visually-hidden">Watchlist</span>,
          key: 'watchlist',
          width: 48,
          render: (_, row) => renderStar(row),
        },
      ]
    : [];
  return [
    {
      title: '#',
      dataIndex: 'rank',
      width: 64,
      ...sortable('rank'),
      render: (rank: number | null) => rank ?? 'N/A',
    },
    {
      title: 'Project',
      ...sortable('name'),
      render: (_, row) => <ProjectLinkCell id={row.id} name={row.name} logo={row.logo} ticker={row.ticker} />,
    },
    {
      title: 'Security Score',
      ...sortable('score'),
      render: (_, row) => <ScoreGauge score={row.score} tier={row.tier} coverage={row.coverage} />,
    },
    {
      title: '24h',
      ...sortable('change24h'),
      responsive: ['sm'],
      render: (_, row) => (
        <span style={{ color: row.change24h ? (row.change24h > 0 ? '#15803d' : '#b91c1c') : '#64748b' }}>
          {formatChange(row.change24h)}
        </span>
      ),
    },
    { title: 'Category', dataIndex: 'category', ...sortable('category'), responsive: ['md'] },
    {
      title: 'Chains',
      key: 'chains',
      responsive: ['lg'],
      render: (_, row) => row.chains.join(', '),
    },
    {
      title: 'Market Cap',
      ...sortable('marketCap'),
      responsive: ['md'],
      render: (_, row) => formatUsdCompact(row.marketCapUsd),
    },
    {
      title: 'Badges',
      key: 'badges',
      responsive: ['lg'],
      render: (_, row) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          <Tag
            color={
              row.auditStatus === 'audited' ? 'green' : row.auditStatus === 'under_audit' ? 'blue' : 'default'
            }
          >
            {AUDIT_LABELS[row.auditStatus]}
          </Tag>
          {row.kyc && <Tag color={KYC_COLORS[row.kyc]}>KYC {row.kyc}</Tag>}
          {row.bugBountyUsd !== null && (
            <Tooltip title={`Bug bounty up to ${formatUsdCompact(row.bugBountyUsd)}`}>
              <Tag color="purple">Bounty</Tag>
            </Tooltip>
          )}
          {row.hasAlerts && <Tag color="red">Alerts</Tag>}
        </span>
      ),
    },
    ...star,
  ];
}

interface LeaderboardViewProps {
  readonly page: LeaderboardPage;
  readonly view: ProjectsListInput;
  readonly options: FilterOptionLists;
  /** The watchlist star of a row, composed in by the page. */
  readonly renderStar?: (row: LeaderboardRow) => ReactNode;
}

/** The leaderboard: sorted, filtered and paged on the server; the view lives in the URL. */
export function LeaderboardView({ page, view, options, renderStar }: LeaderboardViewProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const go = (next: Pick<ProjectsListInput, 'sort' | 'filter' | 'currentPage'>) =>
    startTransition(() => router.push(`/${leaderboardQueryString(next)}`, { scroll: false }));

  return (
    <>
      <FilterPanel
        filter={view.filter}
        options={options}
        onApply={(filter: ProjectsListFilter) => go({ sort: view.sort, filter, currentPage: 1 })}
      />
      <Table<LeaderboardRow>
        rowKey="id"
        columns={columns(view.sort, renderStar)}
        dataSource={page.data}
        loading={isPending}
        locale={{ emptyText: 'No project matches these filters.' }}
        pagination={{
          current: page.currentPage,
          pageSize: page.dataPerPage,
          total: page.total,
          showSizeChanger: false,
          showTotal: (total) => `${total.toLocaleString('en')} projects`,
          // Each page is a real link to its view, for crawlers and for opening in a new tab; a plain click
          // stays in the app (the table's onChange below moves the view).
          itemRender: (target, _type, element) =>
            isValidElement<AnchorHTMLAttributes<HTMLAnchorElement>>(element) && element.type === 'a'
              ? cloneElement(element, {
                  href: `/${leaderboardQueryString({ sort: view.sort, filter: view.filter, currentPage: target })}`,
                  onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                    // A click with a modifier opens the link elsewhere and leaves this view as it is.
                    if (event.metaKey || event.ctrlKey || event.shiftKey) event.stopPropagation();
                    else event.preventDefault();
                  },
                })
              : element,
        }}
        onChange={(pagination, _filters, sorter, { action }) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
            SorterResult<LeaderboardRow> | undefined;
          if (action === 'sort') {
            const field = (single?.columnKey as LeaderboardSortField | undefined) ?? DEFAULT_SORT.field;
            const sort = single?.order
              ? { field, order: single.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
              : DEFAULT_SORT;
            go({ sort, filter: view.filter, currentPage: 1 });
          } else {
            go({ sort: view.sort, filter: view.filter, currentPage: pagination.current ?? 1 });
          }
        }}
      />
    </>
  );
}
