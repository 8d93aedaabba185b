'use client';

import dynamic from 'next/dynamic';
import { Collapse, Skeleton } from 'antd';
import type { ProjectsListFilter } from '@/contracts/projects';

// The form loads when the panel first opens: most visits never filter.
const FilterForm = dynamic(() => import('./filter-form').then((module) => module.FilterForm), {
  loading: () => <Skeleton active title={false} paragraph={{ rows: 3 }} />,
});

export interface FilterOptionLists {
  readonly chains: readonly string[];
  readonly categories: readonly string[];
}

interface FilterPanelProps {
  readonly filter: ProjectsListFilter;
  readonly options: FilterOptionLists;
  readonly onApply: (filter: ProjectsListFilter) => void;
}

const activeCount = (filter: ProjectsListFilter) =>
  [
    filter.chains?.length,
    filter.categories?.length,
    filter.scoreMin ?? filter.scoreMax,
    filter.auditStatus,
  ].filter((value) => value !== undefined && value !== 0).length;

/** The advanced-filter panel: chain, category, score range and audit status. */
export function FilterPanel({ filter, options, onApply }: FilterPanelProps) {
  const count = activeCount(filter);

  return (
    <div id="advanced-filter">
      <Collapse
        style={{ marginBottom: 16, background: '#ffffff' }}
        defaultActiveKey={count ? ['filters'] : []}
        items={[
          {
            key: 'filters',
            label: count ? `Advanced filter (${count} active)` : 'Advanced filter',
            children: <FilterForm filter={filter} options={options} onApply={onApply} />,
          },
        ]}
      />
    </div>
  );
}
