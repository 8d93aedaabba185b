'use client';

import { useEffect, useState } from 'react';
import { Input, Modal, Skeleton, Spin } from 'antd';
import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PICKER_LIST_HEIGHT, PICKER_PAGE_SIZE, SEARCH_SKELETON_ROWS } from '@/config/constants';
import type { ProjectSearchResult } from '@/contracts/projects';
import { ProjectResultCells } from './project-result-cells';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { keepFirstProjectPages, useProjectPages } from '@/hooks/use-project-pages';
import styles from './add-projects-picker.module.css';

const SEARCH_DEBOUNCE_MS = 200;

export interface AddProjectsPickerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** `single` adds one project, clears the search and closes; `multiple` adds on each click. */
  readonly mode: 'single' | 'multiple';
  /** Ids already in the list: marked with a check and never added twice. */
  readonly selectedIds: readonly string[];
  readonly onAdd: (project: ProjectSearchResult) => void;
  readonly title?: string;
  readonly subtitle?: string;
  readonly listHeight?: number;
}

function PickerRow({
  project,
  isSelected,
  onPick,
}: {
  project: ProjectSearchResult;
  isSelected: boolean;
  onPick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        aria-pressed={isSelected}
        aria-label={`${project.name}${isSelected ? ' (in the watchlist)' : ''}`}
        className={styles.row}
      >
        <ProjectResultCells project={project} />
        <span className={styles.check}>{isSelected && <CheckOutlined aria-label="Added" />}</span>
      </button>
    </li>
  );
}

/**
 * The Add-projects picker: 'Search Project by Name / Token', 'Trending Search' while
 * the box is empty, an infinitely scrolling list (10 per page), a check on projects already in the list.
 */
export function AddProjectsPicker({
  open,
  onClose,
  mode,
  selectedIds,
  onAdd,
  title = 'Add Projects',
  subtitle,
  listHeight = PICKER_LIST_HEIGHT,
}: AddProjectsPickerProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const query = useProjectPages(debounced, PICKER_PAGE_SIZE, open);
  const projects = query.data?.pages.flatMap((page) => page.data) ?? [];
  const isTrending = query.data?.pages[0]?.isTrending ?? keyword.trim() === '';
  const queryClient = useQueryClient();
  // A closed picker forgets the pages scrolled through, and a scroll of its closing list loads nothing: each
  // opening starts at the top of the list.
  useEffect(() => {
    if (!open) keepFirstProjectPages(queryClient);
  }, [open, queryClient]);
  const listRef = useInfiniteScroll<HTMLUListElement>({
    dataLength: projects.length,
    hasMore: open && query.hasNextPage,
    isLoading: query.isFetching,
    loadMore: () => void query.fetchNextPage(),
  });
  const selected = new Set(selectedIds);

  const pick = (project: ProjectSearchResult) => {
    if (selected.has(project.id)) return;
    onAdd(project);
    if (mode === 'single') {
      setKeyword('');
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={
        <div>
          <div>{title}</div>
          {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
        </div>
      }
      destroyOnHidden
      width={480}
      // Centred, and tighter in short windows (./add-projects-picker.module.css), so that the whole list shows at its full height.
      centered
      className={styles.modal}
    >
      <Input
        autoFocus
        aria-label="Search projects to add"
        placeholder="Search Project by Name / Token"
        prefix={<SearchOutlined aria-hidden="true" />}
        allowClear
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className={styles.search}
      />
      {isTrending && <div className={styles.trending}>Trending Search</div>}
      <ul
        ref={listRef}
        aria-label="Projects"
        aria-busy={query.isFetching}
        className={styles.list}
        style={{ height: listHeight }}
      >
        {query.isPending ? (
          Array.from({ length: SEARCH_SKELETON_ROWS }, (_, index) => (
            <li key={index} className={styles.skeletonRow}>
              <Skeleton active avatar={{ size: 24 }} title={false} paragraph={{ rows: 1, width: '80%' }} />
            </li>
          ))
        ) : query.isError ? (
          <li className={`${styles.message} ${styles.error}`}>Search is unavailable. Please try again.</li>
        ) : projects.length === 0 ? (
          <li className={styles.message}>No project found.</li>
        ) : (
          projects.map((project) => (
            <PickerRow
              key={project.id}
              project={project}
              isSelected={selected.has(project.id)}
              onPick={() => pick(project)}
            />
          ))
        )}
        {query.isFetchingNextPage && (
          <li className={styles.more}>
            <Spin size="small" aria-label="Loading more projects" />
          </li>
        )}
      </ul>
    </Modal>
  );
}
