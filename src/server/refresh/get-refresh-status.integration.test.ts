import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import type { Db } from '../db/client';
import { prepareDatabase } from '../setup/prepare-database';
import { getRefreshStatus } from './get-refresh-status';
import { recordRefreshRun } from './record-refresh-run';
import type { SourceRefreshReport } from './refresh-report';

const run = (
  source: SourceRefreshReport['source'],
  status: SourceRefreshReport['status'],
  reason: string | null = null,
): SourceRefreshReport => ({
  source,
  status,
  records: status === 'failed' ? 0 : 10,
  added: 0,
  updated: 0,
  unchanged: status === 'failed' ? 0 : 10,
  unmatched: 0,
  scored: 0,
  skipped: [],
  reason,
});

const at = (iso: string) => ({ startedAt: new Date(iso), finishedAt: new Date(iso) });

describe(`where the refresh of each public source stands, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    await prepareDatabase(database.handle, { seed: 'none' });
  });
  afterAll(() => database.dispose());

  it('names no attempt before the first run, and whether each source is scheduled', async () => {
    const status = await getRefreshStatus(db, ['coingecko']);
    expect(status.map((entry) => [entry.source, entry.isScheduled, entry.lastAttemptAt])).toEqual([
      ['defihacklabs', false, null],
      ['trailofbits', false, null],
      ['coingecko', true, null],
    ]);
  });

  it('gives the last attempt, the last success and the reason of the last failure of each source', async () => {
    await recordRefreshRun(db, run('defihacklabs', 'refreshed'), at('2026-11-25T06:00:00Z'));
    await recordRefreshRun(db, run('defihacklabs', 'failed', 'old reason'), at('2026-11-26T06:00:00Z'));
    await recordRefreshRun(db, run('defihacklabs', 'partial'), at('2026-11-27T06:00:00Z'));
    await recordRefreshRun(
      db,
      run('defihacklabs', 'failed', 'fetch failed: getaddrinfo ENOTFOUND raw.githubusercontent.com'),
      at('2026-11-28T06:00:00Z'),
    );
    await recordRefreshRun(db, run('trailofbits', 'refreshed'), at('2026-11-28T06:01:00Z'));

    const [defihacklabs, trailofbits, coingecko] = await getRefreshStatus(db, [
      'defihacklabs',
      'trailofbits',
      'coingecko',
    ]);
    expect(defihacklabs).toEqual({
      source: 'defihacklabs',
      isScheduled: true,
      lastAttemptAt: '2026-11-28T06:00:00.000Z',
      lastAttemptStatus: 'failed',
      lastSuccessAt: '2026-11-27T06:00:00.000Z',
      lastFailureAt: '2026-11-28T06:00:00.000Z',
      lastFailureReason: 'fetch failed: getaddrinfo ENOTFOUND raw.githubusercontent.com',
    });
    expect(trailofbits).toMatchObject({
      lastAttemptAt: '2026-11-28T06:01:00.000Z',
      lastAttemptStatus: 'refreshed',
      lastSuccessAt: '2026-11-28T06:01:00.000Z',
      lastFailureAt: null,
      lastFailureReason: null,
    });
    expect(coingecko).toMatchObject({ lastAttemptAt: null, lastSuccessAt: null, lastFailureReason: null });
  });

  it('says every source is off when REFRESH_SOURCES is none', async () => {
    const status = await getRefreshStatus(db, []);
    expect(status.every((entry) => !entry.isScheduled)).toBe(true);
    // The runs kept before it was turned off still show.
    expect(status[0]!.lastAttemptStatus).toBe('failed');
  });
});
