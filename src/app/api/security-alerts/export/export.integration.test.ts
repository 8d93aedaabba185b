import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/csv';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { callRoute } from '@/testing/call-route';
import { securityAlerts } from '@/server/db/schema';
import { importData } from '@/server/imports/import-data';
import { listSecurityAlerts } from '@/server/security/list-security-alerts';
import { searchSecurityAlerts } from '@/server/security/search-security-alerts';
import { GET } from './route';

const NOW = new Date('2026-11-20T12:00:00Z');
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-alerts-'));
// The real data sets, as a first start on that day imports them.
const database = preparedTestDatabase({ prepare: { seed: 'real', now: NOW } });

beforeAll(async () => {
  // One implausible figure, as a careless source might give it, on the newest incident.
  const file = path.join(tempDir, 'incidents.json');
  fs.writeFileSync(
    file,
    JSON.stringify([
      {
        id: '20261101-absurd',
        date: '2026-11-01',
        project: 'Absurd Finance',
        type: 'Token minted without limit',
        attackCategory: 'Access control',
        lossUsd: 996_000_000_000,
        lossText: '996B (ABS token)',
        chain: 'BSC',
        referenceUrl: 'https://example.com/absurd',
        source: 'SunWeb3Sec/DeFiHackLabs',
      },
    ]),
  );
  await importData(database.handle.db, { files: [{ kind: 'incidents', file }], now: NOW });
});
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

const get = (search: string) => callRoute(GET, `/api/security-alerts/export${search}`);

describe(`security alerts view and export on ${testDriver()}`, () => {
  it('filters by chain and year, and the CSV holds exactly the rows of the view', async () => {
    const view = await searchSecurityAlerts(database.handle.db, {
      chain: 'Arbitrum',
      year: 2023,
      sort: 'date',
      order: 'desc',
    });
    expect(view.alerts.length).toBeGreaterThan(0);
    for (const alert of view.alerts) {
      expect(alert.chains).toContain('Arbitrum');
      expect(alert.occurredAt.startsWith('2023-')).toBe(true);
    }
    const response = await get('?chain=Arbitrum&year=2023');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'Date',
      'Project',
      'Project page',
      'Attack category',
      'Root cause',
      'Chains',
      'Loss (USD)',
      'Source',
      'Licence',
      'Link',
    ]);
    expect(rows.map((row) => row[0])).toEqual(view.alerts.map((alert) => alert.occurredAt.slice(0, 10)));
    expect(rows.every((row) => row[7] === 'DeFiHackLabs' && row[8] === 'Apache-2.0')).toBe(true);
  });

  it('answers 400 to a bad filter', async () => {
    const response = await get('?year=last');
    expect(response.status).toBe(400);
  });

  it('keeps an implausible loss out of totals, loss order and the home list until confirmed', async () => {
    const view = await searchSecurityAlerts(database.handle.db, { year: 2026, sort: 'loss', order: 'desc' });
    const absurd = view.alerts.find((alert) => alert.projectName === 'Absurd Finance')!;
    expect(absurd).toMatchObject({ lossUsd: null, isLossUnderReview: true });
    expect(view.alerts.at(-1)!.lossUsd === null).toBe(true);
    const losses = view.alerts.flatMap((alert) => (alert.lossUsd === null ? [] : [alert.lossUsd]));
    expect(losses.every((loss, index) => index === 0 || losses[index - 1]! >= loss)).toBe(true);
    expect(view.totalLossUsd).toBe(losses.reduce((sum, loss) => sum + loss, 0));
    expect(view.totalLossUsd).toBeLessThan(10_000_000_000);

    const home = await listSecurityAlerts(database.handle.db, { limit: 5 });
    expect(home[0]).toMatchObject({ projectName: 'Absurd Finance', lossUsd: null, isLossUnderReview: true });
    const [stored] = await database.handle.db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, 'import:incident:20261101-absurd'));
    expect(stored!.lossReview).toBe('pending');

    const [, ...rows] = parseCsv(await (await get('?year=2026&category=Access+control')).text());
    expect(rows.find((row) => row[1] === 'Absurd Finance')![6]).toBe('under review');
  });

  it('credits the source and licence of each imported incident', async () => {
    const view = await searchSecurityAlerts(database.handle.db, {
      year: 2025,
      chain: 'Ethereum',
      sort: 'date',
      order: 'desc',
    });
    const bybit = view.alerts.find((alert) => alert.project?.id === 'bybit')!;
    expect(bybit.credit).toEqual({
      name: 'DeFiHackLabs',
      url: bybit.sourceUrl,
      licence: 'Apache-2.0',
    });
    expect(bybit.lossUsd).toBe(1_500_000_000);
  });
});
