'use client';

import { useState } from 'react';
import { Button, Empty, Popconfirm, Result, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { WATCHLIST_PLACEHOLDER_ID } from '@/config/constants';
import type { LeaderboardRow, LeaderboardSortField, ProjectsListSort } from '@/contracts/projects';
import type { Watchlist, WatchlistMark } from '@/contracts/watchlists';
import { AddProjectsPicker } from '@/components/add-projects-picker';
import { ProjectLinkCell } from '@/components/project-link-cell';
import { ScoreGauge } from '@/components/score-gauge';
import { formatChange, formatUsdCompact } from '@/lib/format';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import { useWatchlistProjects, WATCHLIST_PAGE_SIZE } from '../api/use-watchlist-projects';
import { useWatchlists } from '../hooks/use-watchlists';
import { WatchlistNameModal } from './watchlist-name-modal';
import { VisuallyHidden } from '@/components/visually-hidden';

const DEFAULT_SORT: ProjectsListSort = { field: 'rank', order: 'asc' };
const MARK_LABELS = { security_alert: 'Security alert', score_drop: 'Score drop' } as const;

type NameForm = 'create' | 'rename' | null;
type PickerMode = 'single' | 'multiple' | null;

function columns(
  sort: ProjectsListSort,
  marks: readonly WatchlistMark[],
  onRemove: (row: LeaderboardRow) => void,
): ColumnsType<LeaderboardRow> {
  const sortable = (field: LeaderboardSortField) => ({
    key: field,
    sorter: true,
    sortOrder:
      sort.field === field ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
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
      render: (_, row) => formatChange(row.change24h),
    },
    { title: 'Category', dataIndex: 'category', ...sortable('category'), responsive: ['md'] },
    {
      title: 'Market Cap',
      ...sortable('marketCap'),
      responsive: ['md'],
      render: (_, row) => formatUsdCompact(row.marketCapUsd),
    },
    {
      title: 'Warnings',
      key: 'marks',
      render: (_, row) => (
        <Space size={4} wrap>
          {marks
            .filter((mark) => mark.projectId === row.id)
            .map((mark) => (
              <Tooltip key={`${mark.reason}-${mark.at}`} title={mark.detail}>
                <Tag color={mark.reason === 'security_alert' ? 'red' : 'orange'}>
                  {MARK_LABELS[mark.reason]}
                </Tag>
              </Tooltip>
            ))}
        </Space>
      ),
    },
    {
      title: <VisuallyHidden>Remove</VisuallyHidden>,
      key: 'remove',
      width: 56,
      render: (_, row) => (
        <Tooltip title="Remove from this watchlist">
          <Button
            type="text"
            danger
            aria-label={`Remove ${row.name}`}
            icon={<DeleteOutlined aria-hidden="true" />}
            onClick={() => onRemove(row)}
          />
        </Tooltip>
      ),
    },
  ];
}

function WatchlistProjects({
  list,
  onRemove,
  onAddFirst,
}: {
  list: Watchlist;
  onRemove: (row: LeaderboardRow) => void;
  onAddFirst: () => void;
}) {
  const [sort, setSort] = useState<ProjectsListSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const query = useWatchlistProjects(list.projects, sort, page);

  if (list.projects.length === 0) {
    return (
      <Empty description="No project in this watchlist yet.">
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onAddFirst}>
          Add a project
        </Button>
      </Empty>
    );
  }
  if (query.isError && !query.data) return <Result status="warning" title={WATCHLIST_MESSAGES.loadFailed} />;
  // A removed project leaves at once, before the page is fetched again.
  const rows = (query.data?.data ?? []).filter((row) => list.projects.includes(row.id));
  return (
    <Table<LeaderboardRow>
      rowKey="id"
      columns={columns(sort, list.marks, onRemove)}
      dataSource={rows}
      // Wider than a phone: the table scrolls sideways in its own box, not the page.
      scroll={{ x: 'max-content' }}
      loading={query.isFetching}
      pagination={
        (query.data?.total ?? 0) > WATCHLIST_PAGE_SIZE && {
          current: page,
          pageSize: WATCHLIST_PAGE_SIZE,
          total: query.data?.total,
          showSizeChanger: false,
        }
      }
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort') {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
            SorterResult<LeaderboardRow> | undefined;
          const field = (single?.columnKey as LeaderboardSortField | undefined) ?? DEFAULT_SORT.field;
          setSort(
            single?.order ? { field, order: single.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT,
          );
          setPage(1);
        } else {
          setPage(pagination.current ?? 1);
        }
      }}
    />
  );
}

/** /my/watchlists: the user's lists, the selected one as a leaderboard, and every operation on them. */
export function WatchlistsPage() {
  const { lists, hasRealLists, isLoading, isError, isBusy, changeProjects, create, rename, remove } =
    useWatchlists();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [nameForm, setNameForm] = useState<NameForm>(null);
  const [pickerMode, setPickerMode] = useState<PickerMode>(null);

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) return <Result status="warning" title={WATCHLIST_MESSAGES.loadFailed} />;

  const index = Math.max(
    0,
    lists.findIndex((item) => item.id === selectedId),
  );
  const list = lists[index]!;

  return (
    <div className="watchlists">
      <nav aria-label="Your watchlists" className="watchlists__lists">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lists.map((item, itemIndex) => (
            <li key={item.id}>
              <button
                type="button"
                className="watchlists__list-button"
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => setSelectedId(item.id)}
              >
                <span>{item.name}</span>
                <span style={{ color: '#64748b' }}>{item.projects.length}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button block icon={<PlusOutlined aria-hidden="true" />} onClick={() => setNameForm('create')}>
          Create Watchlist
        </Button>
      </nav>
      <section aria-label={list.name} className="watchlists__selected">
        <div className="watchlists__toolbar">
          <h2 style={{ margin: 0, fontSize: 22 }}>{list.name}</h2>
          <Space wrap>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => setPickerMode('multiple')}
            >
              Add Projects
            </Button>
            <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setNameForm('rename')}>
              Rename
            </Button>
            {list.id !== WATCHLIST_PLACEHOLDER_ID && (
              <Button
                icon={<DownloadOutlined aria-hidden="true" />}
                href={`/api/watchlist/export?id=${list.id}`}
              >
                Export CSV
              </Button>
            )}
            <Popconfirm
              title="Delete this watchlist?"
              description="Its projects stay on Rampart; only the list goes."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              disabled={!hasRealLists}
              onConfirm={async () => {
                // The selection moves to max(0, index - 1).
                const next = lists[Math.max(0, index - 1)]!;
                if (await remove(list)) setSelectedId(next.id === list.id ? null : next.id);
              }}
            >
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} disabled={!hasRealLists || isBusy}>
                Delete
              </Button>
            </Popconfirm>
          </Space>
        </div>
        <WatchlistProjects
          key={list.id}
          list={list}
          onAddFirst={() => setPickerMode('single')}
          onRemove={(row) =>
            void changeProjects(list.id, { remove: [row.id] }, 'The project is successfully removed')
          }
        />
      </section>
      <WatchlistNameModal
        open={nameForm !== null}
        title={nameForm === 'rename' ? 'Rename Watchlist' : 'Create Watchlist'}
        initialName={nameForm === 'rename' ? list.name : ''}
        onCancel={() => setNameForm(null)}
        onSubmit={async (name) => {
          if (nameForm === 'rename') {
            const outcome = await rename(list, name);
            if (outcome.ok) {
              setNameForm(null);
              setSelectedId(outcome.list.id);
            }
            return outcome;
          }
          const outcome = await create(name);
          if (outcome.ok) {
            setNameForm(null);
            setSelectedId(outcome.list.id);
          }
          return outcome;
        }}
      />
      <AddProjectsPicker
        open={pickerMode !== null}
        mode={pickerMode ?? 'multiple'}
        subtitle={`to ${list.name}`}
        selectedIds={list.projects}
        onClose={() => setPickerMode(null)}
        onAdd={(project) =>
          void changeProjects(list.id, { add: [project.id] }, 'The project is successfully added')
        }
      />
    </div>
  );
}
