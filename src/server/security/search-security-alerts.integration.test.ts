import { describe, expect, it } from 'vitest';
import { securityAlertsPageSearch } from '@/contracts/security-alerts';
import { SECURITY_ALERTS_PAGE_SIZE } from '@/config/constants';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { searchSecurityAlerts } from './search-security-alerts';

const database = preparedTestDatabase({ prepare: { seed: 'real', now: new Date('2026-11-20T12:00:00Z') } });
const paging = (page: number) => ({ page, pageSize: SECURITY_ALERTS_PAGE_SIZE });

describe(`/security-alerts pages on ${testDriver()}`, () => {
  it('sends one page of rows, in the order of the whole view, with totals and charts of every incident', async () => {
    const db = database.handle.db;
    const query = { sort: 'loss', order: 'desc' } as const;
    const all = await searchSecurityAlerts(db, query);
    expect(all.alerts.length).toBeGreaterThan(2 * SECURITY_ALERTS_PAGE_SIZE);

    const first = await searchSecurityAlerts(db, query, paging(1));
    const second = await searchSecurityAlerts(db, query, paging(2));
    expect(first.alerts).toHaveLength(SECURITY_ALERTS_PAGE_SIZE);
    expect(first.alerts.map((alert) => alert.id)).toEqual(
      all.alerts.slice(0, SECURITY_ALERTS_PAGE_SIZE).map((alert) => alert.id),
    );
    expect(second.page).toBe(2);
    expect(second.alerts.map((alert) => alert.id)).toEqual(
      all.alerts.slice(SECURITY_ALERTS_PAGE_SIZE, 2 * SECURITY_ALERTS_PAGE_SIZE).map((alert) => alert.id),
    );
    for (const view of [first, second]) {
      expect(view.total).toBe(all.alerts.length);
      expect(view.totalLossUsd).toBe(all.totalLossUsd);
      expect(view.monthlyLosses).toEqual(all.monthlyLosses);
      expect(view.byCategory).toEqual(all.byCategory);
      expect(view.options).toEqual(all.options);
    }
  });

  it('walks every incident once across the pages, and a page past the last shows the last', async () => {
    const db = database.handle.db;
    const query = { chain: 'Ethereum', sort: 'date', order: 'desc' } as const;
    const all = await searchSecurityAlerts(db, query);
    const lastPage = Math.ceil(all.alerts.length / SECURITY_ALERTS_PAGE_SIZE);
    expect(lastPage).toBeGreaterThan(1);
    const seen: number[] = [];
    for (let page = 1; page <= lastPage; page += 1) {
      seen.push(...(await searchSecurityAlerts(db, query, paging(page))).alerts.map((alert) => alert.id));
    }
    expect(seen).toEqual(all.alerts.map((alert) => alert.id));

    const beyond = await searchSecurityAlerts(db, query, paging(lastPage + 10));
    expect(beyond.page).toBe(lastPage);
    expect(beyond.alerts.map((alert) => alert.id)).toEqual(
      seen.slice((lastPage - 1) * SECURITY_ALERTS_PAGE_SIZE),
    );
  });

  it('an empty view is one empty page', async () => {
    const view = await searchSecurityAlerts(
      database.handle.db,
      { year: 2000, sort: 'date', order: 'desc' },
      paging(3),
    );
    expect(view).toMatchObject({ alerts: [], total: 0, page: 1, totalLossUsd: 0 });
  });
});

describe('the address of a page of /security-alerts', () => {
  it('keeps the filters and sort, and names the page after them unless it is the first', () => {
    const query = { year: 2023, chain: 'Arbitrum', sort: 'loss', order: 'asc' } as const;
    expect(securityAlertsPageSearch(query, 1)).toBe('?year=2023&chain=Arbitrum&sort=loss&order=asc');
    expect(securityAlertsPageSearch(query, 3)).toBe('?year=2023&chain=Arbitrum&sort=loss&order=asc&page=3');
    expect(securityAlertsPageSearch({}, 2)).toBe('?page=2');
    expect(securityAlertsPageSearch({}, 1)).toBe('');
  });
});
