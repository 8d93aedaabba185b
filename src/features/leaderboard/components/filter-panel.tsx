'use client';

import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import type { ProjectsListFilter, ProjectsListInput } from '@/contracts/projects';
import { leaderboardQueryString } from '@/contracts/leaderboard-query';
import { useReadyControl } from '@/hooks/use-ready-control';
import type { FilterOptionLists } from './filter-form';
import styles from './filter-panel.module.css';

// The form loads when the panel first opens: most visits never filter.
const FilterForm = dynamic(() => import('./filter-form').then((module) => module.FilterForm), {
  loading: () => <div className={styles.skeleton} aria-label="Loading the filters" />,
});

interface FilterPanelProps {
  readonly sort: ProjectsListInput['sort'];
  readonly filter: ProjectsListFilter;
  readonly options: FilterOptionLists;
}

const activeCount = (filter: ProjectsListFilter) =>
  [
    filter.chains?.length,
    filter.categories?.length,
    filter.scoreMin ?? filter.scoreMax,
    filter.auditStatus,
    filter.coverage,
  ].filter((value) => value !== undefined && value !== 0).length;

/**
 * The advanced-filter panel: chain, category, score range, evidence and audit status. Applying a filter opens the first
 * page of the filtered view, keeping the sort.
 */
export function FilterPanel({ sort, filter, options }: FilterPanelProps) {
  const router = useRouter();
  const count = activeCount(filter);
  // Open from the start on a filtered view, so that the filters in force show.
  const [isOpen, setIsOpen] = useState(count > 0);
  const [hasOpened, setHasOpened] = useState(isOpen);
  const panelId = useId();
  const ready = useReadyControl();

  return (
    <div id="advanced-filter" className={styles.panel}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        {...ready}
        onClick={() => {
          setIsOpen(!isOpen);
          setHasOpened(true);
        }}
      >
        <span aria-hidden="true" className={styles.arrow}>
          ›
        </span>
        {count ? `Advanced filter (${count} active)` : 'Advanced filter'}
      </button>
      <div id={panelId} className={styles.body} hidden={!isOpen}>
        {hasOpened && (
          <FilterForm
            filter={filter}
            options={options}
            onApply={(next: ProjectsListFilter) =>
              router.push(`/${leaderboardQueryString({ sort, filter: next, currentPage: 1 })}`, {
                scroll: false,
              })
            }
          />
        )}
      </div>
    </div>
  );
}
