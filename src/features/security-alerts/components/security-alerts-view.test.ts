import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SecurityAlertsPage, SecurityAlertsQuery } from '@/contracts/security-alerts';
import { SecurityAlertsView } from './security-alerts-view';

// The filters and the drawer are client widgets that need the app's router; the view's own markup is under test.
vi.mock('./alerts-filters', () => ({ AlertsFilters: () => null }));
vi.mock('./alert-details-drawer', () => ({ AlertDetailsDrawer: () => null }));

const alert = (id: number): SecurityAlertsPage['alerts'][number] => ({
  id,
  project: null,
  projectStatus: 'not listed',
  projectName: `Example Incident ${id}`,
  type: 'Access control',
  classification: null,
  lossUsd: 1_000,
  returnedUsd: null,
  chains: ['Synthetic Chain 1'],
  occurredAt: '2025-01-01T00:00:00.000Z',
  sourceUrl: null,
  isLossUnderReview: false,
  credit: null,
});

const view = (page: number, rows: number, total: number): SecurityAlertsPage => ({
  alerts: Array.from({ length: rows }, (_, i) => alert((page - 1) * 50 + i + 1)),
  total,
  page,
  pageSize: 50,
  totalLossUsd: total * 1_000,
  monthlyLosses: [{ month: '2025-01', lossUsd: total * 1_000 }],
  byCategory: [{ category: 'Access control', count: total, lossUsd: total * 1_000 }],
  options: { years: [2025], chains: ['Synthetic Chain 1'], categories: ['Access control'] },
});

const render = (page: SecurityAlertsPage, query: SecurityAlertsQuery = { sort: 'loss', order: 'desc' }) =>
  renderToStaticMarkup(
    createElement(SecurityAlertsView, { view: page, query, dataAsOf: null, selected: null }),
  ).replaceAll('<!-- -->', '');

describe('SecurityAlertsView', () => {
  it('shows one page of rows with plain links to the pages of the same view', () => {
    const html = render(view(2, 50, 120));
    expect(html).toContain('120 incidents');
    expect(html).toContain('Incidents 51–100 of 120');
    expect(html.match(/<time /g)).toHaveLength(50);
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain('href="/security-alerts?sort=loss&amp;page=3"');
    expect(html).toContain('href="/security-alerts?sort=loss"');
    // An incident's details, and closing them, keep the page.
    expect(html).toContain('href="/security-alerts?sort=loss&amp;page=2&amp;alert=51"');
    // The CSV still holds the whole view.
    expect(html).toContain('href="/api/security-alerts/export?sort=loss"');
  });

  it('shows no pagination when the view fits on one page', () => {
    const html = render(view(1, 12, 12), { sort: 'date', order: 'desc' });
    expect(html).toContain('12 incidents');
    expect(html).not.toContain('aria-label="Pagination"');
    expect(html).not.toContain('Incidents 1–12');
    expect(html).toContain('href="/security-alerts?alert=1"');
  });
});
