'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { AutoComplete, Input, Skeleton } from 'antd';
import type { InputRef } from 'antd';
import { AntdScope } from '@/components/antd-scope';
import { ProjectResultCells } from '@/components/project-result-cells';
import { SearchOutlined } from '@ant-design/icons';
import { EVM_ADDRESS_PATTERN } from '@/config/chains';
import { SEARCH_PAGE_SIZE, SEARCH_SKELETON_ROWS } from '@/config/constants';
import type { ProjectSearchResult } from '@/contracts/projects';
import { SEARCH_UNAVAILABLE } from '@/lib/messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useProjectSearch } from '../api/use-project-search';

// The value of the contract-check option: no project id has a colon.
const CHECK_OPTION_PREFIX = 'check:';

// Typing pauses this long before a search is sent.
const SEARCH_DEBOUNCE_MS = 200;

import { isShown, isTypingTarget, SEARCH_PLACEHOLDER } from './search-shared';
import styles from './project-search.module.css';

function ResultRow({ project, extra }: { project: ProjectSearchResult; extra?: ReactNode }) {
  return (
    <span className={styles.result}>
      <ProjectResultCells project={project} />
      {extra && (
        // A control inside a result (the watchlist star) acts without selecting the result.
        <span
          onClick={(event) => event.stopPropagation()}
          onMouseDown={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          {extra}
        </span>
      )}
    </span>
  );
}

export interface ProjectSearchProps {
  readonly width?: number;
  /** A control shown at the end of each result (the watchlist star), composed in by the app. */
  readonly renderExtra?: (project: ProjectSearchResult) => ReactNode;
  /** The box's accessible name: 'Search projects' for the header's. */
  readonly label?: string;
  /** Where choosing a project goes: its page, by default. */
  readonly hrefOf?: (projectId: string) => string;
  /** Whether the slash key focuses this box: the header's only, where a page has two. */
  readonly hasSlashShortcut?: boolean;
}

/** The page a chosen project opens by default. */
export const projectPageHref = (projectId: string) => `/projects/${projectId}`;

/**
 * The header's project search: 'Trending Search' while empty, matches from 2 characters, arrow keys and
 * Enter, a selection opens the project. The slash key focuses the box (and leaves it when it has focus).
 * Loaded when the visitor first turns to the search (./project-search-launcher.tsx), which hands over what was
 * typed meanwhile and whether the box has the focus.
 */
export function ProjectSearch({
  width = 320,
  renderExtra,
  label = 'Search projects',
  hrefOf = projectPageHref,
  hasSlashShortcut = true,
  initialKeyword = '',
  hasFocus = false,
}: ProjectSearchProps & { initialKeyword?: string; hasFocus?: boolean }) {
  const router = useRouter();
  const inputRef = useRef<InputRef>(null);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [isOpen, setIsOpen] = useState(hasFocus);
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useProjectSearch(debounced, SEARCH_PAGE_SIZE, isOpen);

  useEffect(() => {
    if (hasFocus) inputRef.current?.focus();
    // Only when it takes over from the launcher's box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hasSlashShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const input = inputRef.current?.input;
      if (!input || !isShown(input)) return;
      if (document.activeElement === input) {
        event.preventDefault();
        input.blur();
        setIsOpen(false);
      } else if (!isTypingTarget(event.target)) {
        event.preventDefault();
        input.focus();
        setIsOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasSlashShortcut]);

  const results = data?.data ?? [];
  const isLoading = isFetching && !data;
  // A contract address typed in the box: its contract check is offered first, beside any project it belongs to.
  const address = keyword.trim();
  const isAddress = EVM_ADDRESS_PATTERN.test(address);
  const options = [
    ...(isAddress
      ? [
          {
            label: 'Contract check',
            options: [
              {
                value: `${CHECK_OPTION_PREFIX}${address}`,
                label: (
                  <span className={styles.check}>Check contract {address.slice(0, 10)}… on its chain</span>
                ),
              },
            ],
          },
        ]
      : []),
    ...(results.length === 0
      ? []
      : [
          {
            label: data?.isTrending ? 'Trending Search' : 'Projects',
            options: results.map((project) => ({
              value: project.id,
              label: <ResultRow project={project} extra={renderExtra?.(project)} />,
            })),
          },
        ]),
  ];

  return (
    <AntdScope>
      <AutoComplete
        style={{ width }}
        value={keyword}
        options={options}
        open={isOpen}
        onOpenChange={setIsOpen}
        onSearch={setKeyword}
        defaultActiveFirstOption
        onSelect={(id: string) => {
          setKeyword('');
          setIsOpen(false);
          inputRef.current?.blur();
          router.push(
            id.startsWith(CHECK_OPTION_PREFIX)
              ? `/check?address=${encodeURIComponent(id.slice(CHECK_OPTION_PREFIX.length))}`
              : hrefOf(id),
          );
        }}
        notFoundContent={
          isLoading ? (
            <div aria-label="Loading projects">
              {Array.from({ length: SEARCH_SKELETON_ROWS }, (_, index) => (
                <Skeleton
                  key={index}
                  active
                  avatar={{ size: 24 }}
                  title={false}
                  paragraph={{ rows: 1, width: '80%' }}
                />
              ))}
            </div>
          ) : isError ? (
            SEARCH_UNAVAILABLE
          ) : (
            'No project found.'
          )
        }
        // At least 320 px wide; a wider box (home's banner) gives its drop-down its width as shown, narrower on a
        // small screen.
        popupMatchSelectWidth={width > 320 ? true : 320}
      >
        <Input
          ref={inputRef}
          aria-label={label}
          placeholder={SEARCH_PLACEHOLDER}
          prefix={<SearchOutlined aria-hidden="true" />}
          allowClear
          onFocus={() => setIsOpen(true)}
        />
      </AutoComplete>
    </AntdScope>
  );
}
