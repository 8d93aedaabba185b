'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, ConfigProvider, Form, Select } from 'antd';
import { token } from '@/config/design-tokens';
import { useIsHydrated } from '@/hooks/use-ready-control';
import { securityAlertsSearch, type SecurityAlertsQuery } from '@/contracts/security-alerts';
import styles from './alerts-filters.module.css';

interface AlertsFiltersProps {
  readonly query: SecurityAlertsQuery;
  readonly options: {
    readonly years: readonly number[];
    readonly chains: readonly string[];
    readonly categories: readonly string[];
  };
}

const PROJECT_OPTIONS = [
  { value: 'with', label: 'With a listed project' },
  { value: 'without', label: 'Without a listed project' },
];

/** The filters of /security-alerts: each choice goes to the URL at once, so a view can be shared and reloaded. */
export function AlertsFilters({ query, options }: AlertsFiltersProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // The server renders the fields; they take a choice once the page has hydrated.
  const isHydrated = useIsHydrated();
  const go = (next: Partial<SecurityAlertsQuery>) =>
    startTransition(() => router.push(`/security-alerts${securityAlertsSearch({ ...query, ...next })}`));
  const isFiltered = Boolean(query.year ?? query.chain ?? query.category ?? query.project);

  return (
    // The default placeholder grey is too faint on white (WCAG contrast); these placeholders say what is shown.
    <ConfigProvider theme={{ token: { colorTextPlaceholder: token('--color-text-subtle') } }}>
      <Form
        layout="vertical"
        disabled={!isHydrated}
        aria-busy={isPending || !isHydrated}
        className={styles.form}
      >
        <div className={styles.fields}>
          <Form.Item label="Year" htmlFor="alerts-year" className={styles.item}>
            <Select
              id="alerts-year"
              allowClear
              placeholder="All years"
              value={query.year}
              onChange={(year: number | undefined) => go({ year })}
              options={options.years.map((year) => ({ value: year, label: String(year) }))}
            />
          </Form.Item>
          <Form.Item label="Chain" htmlFor="alerts-chain" className={styles.item}>
            <Select
              id="alerts-chain"
              allowClear
              showSearch
              placeholder="All chains"
              value={query.chain}
              onChange={(chain: string | undefined) => go({ chain })}
              options={options.chains.map((chain) => ({ value: chain, label: chain }))}
            />
          </Form.Item>
          <Form.Item label="Attack category" htmlFor="alerts-category" className={styles.item}>
            <Select
              id="alerts-category"
              allowClear
              showSearch
              placeholder="All categories"
              value={query.category}
              onChange={(category: string | undefined) => go({ category })}
              options={options.categories.map((category) => ({ value: category, label: category }))}
            />
          </Form.Item>
          <Form.Item label="Project" htmlFor="alerts-project" className={styles.item}>
            <Select
              id="alerts-project"
              allowClear
              placeholder="With or without"
              value={query.project}
              onChange={(project: SecurityAlertsQuery['project']) => go({ project })}
              options={PROJECT_OPTIONS}
            />
          </Form.Item>
        </div>
        {isFiltered && (
          <Button
            type="link"
            className={styles.clear}
            onClick={() => go({ year: undefined, chain: undefined, category: undefined, project: undefined })}
          >
            Clear filters
          </Button>
        )}
      </Form>
    </ConfigProvider>
  );
}
