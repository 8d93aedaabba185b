'use client';

import { useState } from 'react';
import { Button, Empty, Popconfirm, Result, Skeleton, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { WATCHLIST_PLACEHOLDER_ID } from '@/config/constants';
import type { LeaderboardRow, ProjectsListSort } from '@/contracts/projects';
import type { Watchlist, WatchlistMark } from '@/contracts/watchlists';
import { AddProjectsPicker } from '@/components/add-projects-picker';
import { DataTable, DataTableRows, SortButton } from '@/components/data-table/data-table';
import { PROJECT_COLUMNS, type ProjectColumn } from '@/components/data-table/project-columns';
import { PageLinks } from '@/components/page-links';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import { useWatchlistProjects, WATCHLIST_PAGE_SIZE } from '../api/use-watchlist-projects';
import { useWatchlists } from '../hooks/use-watchlists';
import { WatchlistNameModal } from './watchlist-name-modal';
import styles from './watchlists-page.module.css';
import { VisuallyHidden } from '@/components/visually-hidden';

const DEFAULT_SORT: ProjectsListSort = { field: 'rank', order: 'asc' };
const MARK_LABELS = { security_alert: 'Security alert', score_drop: 'Score drop' } as const;

type NameForm = 'create' | 'rename' | null;
type PickerMode = 'single' | 'multiple' | null;

const rowKey = (row: LeaderboardRow) => row.id;

function columns(
  marks: readonly WatchlistMark[],
  onRemove: (row: LeaderboardRow) => void,
): readonly ProjectColumn[] {
  return [
    PROJECT_COLUMNS.rank,
    PROJECT_COLUMNS.project,
    PROJECT_COLUMNS.score,
    PROJECT_COLUMNS.change,
    PROJECT_COLUMNS.category,
    PROJECT_COLUMNS.marketCap,
    {
      key: 'marks',
      title: 'Warnings',
      render: (row) => (
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
      key: 'remove',
      title: <VisuallyHidden>Remove</VisuallyHidden>,
      width: 56,
      render: (row) => (
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
  const tableColumns = columns(list.marks, onRemove);
  return (
    <DataTable
      columns={tableColumns}
      sort={sort}
      isBusy={query.isFetching}
      renderSort={(column, sorted) => (
        <SortButton
          sorted={sorted}
          onClick={() => {
            // As Ant Design's tables do: ascending, descending, then back to the default order.
            const field = column.sortField ?? DEFAULT_SORT.field;
            setSort(
              sorted === null
                ? { field, order: 'asc' }
                : sorted === 'asc'
                  ? { field, order: 'desc' }
                  : DEFAULT_SORT,
            );
            setPage(1);
          }}
        >
          {column.title}
        </SortButton>
      )}
      body={<DataTableRows columns={tableColumns} rows={rows} rowKey={rowKey} empty="No data" />}
    >
      {(query.data?.total ?? 0) > WATCHLIST_PAGE_SIZE && (
        <PageLinks
          current={page}
          pageSize={WATCHLIST_PAGE_SIZE}
          total={query.data?.total ?? 0}
          onSelect={setPage}
        />
      )}
    </DataTable>
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
    <div className={styles.page}>
      <nav aria-label="Your watchlists" className={styles.lists}>
        <ul className={styles.listItems}>
          {lists.map((item, itemIndex) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.listButton}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => setSelectedId(item.id)}
              >
                <span>{item.name}</span>
                <span className={styles.count}>{item.projects.length}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button block icon={<PlusOutlined aria-hidden="true" />} onClick={() => setNameForm('create')}>
          Create Watchlist
        </Button>
      </nav>
      <section aria-label={list.name}>
        <div className={styles.toolbar}>
          <h2 className={styles.title}>{list.name}</h2>
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
