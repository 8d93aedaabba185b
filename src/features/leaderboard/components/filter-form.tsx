'use client';

import { useState } from 'react';
import { Button, Form, Select, Slider, Space } from 'antd';
import type { AuditFilter, CoverageFilter, ProjectsListFilter } from '@/contracts/projects';
import { NOT_RATED } from '@/lib/score/not-rated';
import styles from './filter-form.module.css';
import { AntdScope } from '@/components/antd-scope';

/** The chains and categories the filters offer: those of the projects on record. */
export interface FilterOptionLists {
  readonly chains: readonly string[];
  readonly categories: readonly string[];
}

const AUDIT_OPTIONS: { value: AuditFilter; label: string }[] = [
  { value: 'audited', label: 'Audited' },
  { value: 'under_audit', label: 'Under audit' },
  { value: 'not_audited', label: 'No audit on record' },
  { value: 'has_alerts', label: 'Has security alerts' },
];

const COVERAGE_OPTIONS: { value: CoverageFilter; label: string }[] = [
  { value: 'enough', label: 'Ranked projects' },
  { value: 'not_enough', label: NOT_RATED },
  { value: 'any', label: 'All projects' },
];

interface FilterFormProps {
  readonly filter: ProjectsListFilter;
  readonly options: FilterOptionLists;
  readonly onApply: (filter: ProjectsListFilter) => void;
}

/** The advanced-filter form, loaded when the panel first opens (./filter-panel.tsx). */
export function FilterForm({ filter, options, onApply }: FilterFormProps) {
  const [draft, setDraft] = useState<ProjectsListFilter>(filter);
  const range: [number, number] = [draft.scoreMin ?? 0, draft.scoreMax ?? 100];

  return (
    <AntdScope>
      <Form layout="vertical" onFinish={() => onApply(draft)}>
        <div className={styles.fields}>
          <Form.Item label="Chain" htmlFor="filter-chain">
            <Select
              id="filter-chain"
              mode="multiple"
              allowClear
              placeholder="Any chain"
              value={draft.chains ?? []}
              options={options.chains.map((chain) => ({ value: chain, label: chain }))}
              onChange={(chains: string[]) =>
                setDraft({ ...draft, chains: chains.length ? chains : undefined })
              }
            />
          </Form.Item>
          <Form.Item label="Category" htmlFor="filter-category">
            <Select
              id="filter-category"
              mode="multiple"
              allowClear
              placeholder="Any category"
              value={draft.categories ?? []}
              options={options.categories.map((category) => ({ value: category, label: category }))}
              onChange={(categories: string[]) =>
                setDraft({ ...draft, categories: categories.length ? categories : undefined })
              }
            />
          </Form.Item>
          <Form.Item label={`Security Score: ${range[0]} to ${range[1]}`}>
            <Slider
              range
              min={0}
              max={100}
              value={range}
              ariaLabelForHandle={['Minimum score', 'Maximum score']}
              onChange={([min, max]: number[]) =>
                setDraft({
                  ...draft,
                  scoreMin: min === 0 ? undefined : min,
                  scoreMax: max === 100 ? undefined : max,
                })
              }
            />
          </Form.Item>
          <Form.Item label="Evidence" htmlFor="filter-coverage">
            <Select
              id="filter-coverage"
              value={draft.coverage ?? 'enough'}
              options={COVERAGE_OPTIONS}
              onChange={(coverage: CoverageFilter) =>
                setDraft({ ...draft, coverage: coverage === 'enough' ? undefined : coverage })
              }
            />
          </Form.Item>
          <Form.Item label="Audit status" htmlFor="filter-audit">
            <Select
              id="filter-audit"
              allowClear
              placeholder="Any status"
              value={draft.auditStatus}
              options={AUDIT_OPTIONS}
              onChange={(auditStatus?: AuditFilter) => setDraft({ ...draft, auditStatus })}
            />
          </Form.Item>
        </div>
        <Space>
          <Button type="primary" htmlType="submit">
            Apply filters
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            Reset
          </Button>
        </Space>
      </Form>
    </AntdScope>
  );
}
