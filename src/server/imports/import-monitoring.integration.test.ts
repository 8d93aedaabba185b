import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringRecord } from '@/contracts/imports';
import { SYNTHETIC_DATA_DIR } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../setup/prepare-database';
import { monitoringRankings, projectScores, signals } from '../db/schema';
import { getProjectMonitoring } from '../monitoring/get-project-monitoring';
import { getProjectFacts } from '../projects/get-project-facts';
import { listAudits } from '../security/list-audits';
import { importData } from './import-data';
import { findImportFiles, ImportFileError } from './read-import-file';

const NOW = new Date('2026-11-20T12:00:00Z');
const PROJECT = 'synthetic-project-90001';
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-monitoring-'));
const fixture = JSON.parse(
  fs.readFileSync(path.join(SYNTHETIC_DATA_DIR, 'monitoring.json'), 'utf8'),
) as MonitoringRecord[];

function writeFile(name: string, records: unknown[]): string {
  const file = path.join(tempDir, name);
  fs.writeFileSync(file, JSON.stringify(records));
  return file;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe(`monitoring figures, facts and audits in progress on ${testDriver()}`, () => {
  it('imports the synthetic folder: projects, audits in the works, monitoring and facts', async () => {
    const report = await importData(database.handle.db, {
      files: await findImportFiles(SYNTHETIC_DATA_DIR),
      now: NOW,
    });
    expect(report.isImported).toBe(true);
    expect(report.files.map((file) => [file.kind, file.added])).toEqual([
      ['projects', 2],
      ['audits', 2],
      ['monitoring', 1],
      ['facts', 1],
    ]);
  });

  it('feeds the Skynet panels of the project from its monitoring record', async () => {
    const monitoring = await getProjectMonitoring(database.handle.db, PROJECT, NOW);
    const record = fixture[0]!;
    expect(monitoring.exchanges).toEqual({ value: 12, measuredAt: '2026-11-01T00:00:00.000Z' });
    // The ten busiest of the twelve callers, busiest first.
    expect(monitoring.topCallers).toEqual(record.topCallers.slice(0, 10));
    expect(monitoring.topEvents.map((item) => item.label)).toEqual(
      record.topEvents.map((item) => item.label),
    );
    expect(monitoring.topFunctionCalls).toHaveLength(10);
    expect(monitoring.privileged).toHaveLength(1);
    expect(monitoring.privileged[0]).toMatchObject({
      address: record.privileged[0]!.address,
      label: 'Admin multisig',
      role: 'owner',
    });
    expect(monitoring.privileged[0]!.functions.map((fn) => fn.signature).sort()).toEqual([
      'pause()',
      'setFee(uint256)',
      'upgradeTo(address)',
    ]);
    expect(monitoring.privileged[0]!.transactions.map((tx) => tx.occurredAt)).toEqual([
      '2026-09-11T12:00:00.000Z',
      '2026-08-12T12:00:00.000Z',
      '2026-07-13T12:00:00.000Z',
    ]);
    expect(monitoring.wallets.map((wallet) => wallet.label).sort()).toEqual([
      'Liquidity',
      'Team',
      'Treasury',
    ]);
    // The last 30 days before NOW: the record's days in that window, 0 on the days it does not give.
    expect(monitoring.mentions).toHaveLength(30);
    expect(monitoring.mentions.find((day) => day.date === '2026-11-01')!.count).toBe(
      record.mentions.find((day) => day.date === '2026-11-01')!.count,
    );
    expect(monitoring.mentions.find((day) => day.date === '2026-11-20')!.count).toBe(0);
  });

  it('stores the KYC and bug-bounty facts as measured signals credited to their source (no evidence link made up), and scores them', async () => {
    expect(await getProjectFacts(database.handle.db, PROJECT)).toEqual({
      kyc: {
        level: 'gold',
        value: 3,
        asOf: '2026-10-01T00:00:00.000Z',
        evidenceUrl: null,
        source: 'synthetic-fixture',
      },
      bugBounty: {
        value: 250_000,
        asOf: '2026-10-01T00:00:00.000Z',
        evidenceUrl: null,
        source: 'synthetic-fixture',
      },
    });
    const [kyc] = await database.handle.db
      .select()
      .from(signals)
      .where(and(eq(signals.projectId, PROJECT), eq(signals.key, 'team_kyc_level')));
    expect(kyc).toMatchObject({ value: 3, state: 'measured' });
    const [score] = await database.handle.db
      .select()
      .from(projectScores)
      .where(eq(projectScores.projectId, PROJECT));
    expect(score!.computedAt.getTime()).toBe(NOW.getTime());
    // A project without facts has none on record, and no monitoring.
    expect(await getProjectFacts(database.handle.db, 'synthetic-project-90002')).toEqual({
      kyc: null,
      bugBounty: null,
    });
    const quiet = await getProjectMonitoring(database.handle.db, 'synthetic-project-90002', NOW);
    expect([quiet.exchanges.value, quiet.topCallers, quiet.privileged, quiet.wallets]).toEqual([
      null,
      [],
      [],
      [],
    ]);
  });

  it('lists the audits in the works: one in progress since its start, one requested', async () => {
    const open = await listAudits(database.handle.db, { state: 'open', limit: 5 });
    expect(open.map((audit) => [audit.projectName, audit.auditor, audit.status])).toEqual([
      ['Synthetic Project 90002', 'Example Audit Firm 2', 'requested'],
      ['Synthetic Project 90001', 'Example Audit Firm 1', 'in_progress'],
    ]);
    expect(open[1]).toMatchObject({ startedAt: '2026-10-05T00:00:00.000Z', requestedAt: null });
    expect(open[0]).toMatchObject({ startedAt: null, requestedAt: '2026-10-20T00:00:00.000Z' });
  });

  it('changes nothing on a second import of the same folder', async () => {
    const report = await importData(database.handle.db, {
      files: await findImportFiles(SYNTHETIC_DATA_DIR),
      now: NOW,
    });
    for (const file of report.files) {
      expect(file, file.kind).toMatchObject({ added: 0, updated: 0, unchanged: file.records });
    }
    expect(report.scored).toBe(0);
  });

  it('replaces the monitoring of a project with a newer snapshot', async () => {
    const newer = { ...fixture[0]!, topCallers: fixture[0]!.topCallers.slice(0, 2), wallets: [] };
    const report = await importData(database.handle.db, {
      files: [{ kind: 'monitoring', file: writeFile('monitoring.json', [newer]) }],
      now: NOW,
    });
    expect(report.files[0]).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const callers = await database.handle.db
      .select()
      .from(monitoringRankings)
      .where(and(eq(monitoringRankings.projectId, PROJECT), eq(monitoringRankings.kind, 'caller')));
    expect(callers).toHaveLength(2);
    expect((await getProjectMonitoring(database.handle.db, PROJECT, NOW)).wallets).toEqual([]);
  });

  it('refuses records that name no stored project, and imports nothing of the file', async () => {
    const stranger = { ...fixture[0]!, project: 'synthetic-project-99999' };
    const file = writeFile('strangers.json', [fixture[0]!, stranger]);
    const report = await importData(database.handle.db, { files: [{ kind: 'monitoring', file }], now: NOW });
    expect(report.isImported).toBe(false);
    expect(report.invalid).toEqual([
      {
        file: 'strangers.json',
        position: 2,
        key: 'synthetic-project-99999',
        reason: 'project: no project synthetic-project-99999 is stored',
      },
    ]);
    // Rolled back: the snapshot of the previous test is still the stored one.
    expect((await getProjectMonitoring(database.handle.db, PROJECT, NOW)).topCallers).toHaveLength(2);

    const skipping = await importData(database.handle.db, {
      files: [{ kind: 'monitoring', file }],
      skipInvalid: true,
      now: NOW,
    });
    expect(skipping.isImported).toBe(true);
    expect(skipping.files[0]!.skipped.map((record) => record.key)).toEqual(['synthetic-project-99999']);
    expect((await getProjectMonitoring(database.handle.db, PROJECT, NOW)).topCallers).toHaveLength(10);
  });

  it.each([
    [
      'a privileged address twice',
      { privileged: [fixture[0]!.privileged[0], fixture[0]!.privileged[0]] },
      'privileged: lists a privileged address twice',
    ],
    [
      'a negative count',
      { topEvents: [{ label: 'Transfer', count: -1 }] },
      'topEvents.0.count: Too small: expected number to be >=0',
    ],
    ['a time that is not one', { measuredAt: 'yesterday' }, 'measuredAt: must be an ISO date or time'],
  ])('refuses a monitoring record with %s', async (_, change, reason) => {
    const file = writeFile('bad.json', [{ ...fixture[0]!, ...change }]);
    const report = await importData(database.handle.db, { files: [{ kind: 'monitoring', file }], now: NOW });
    expect(report.invalid.map((record) => record.reason)).toEqual([reason]);
  });

  it('refuses a facts record that gives no fact, and monitoring figures in CSV', async () => {
    const file = writeFile('facts.json', [
      { project: PROJECT, source: 'synthetic-fixture', licence: 'CC0-1.0' },
    ]);
    const report = await importData(database.handle.db, { files: [{ kind: 'facts', file }], now: NOW });
    expect(report.invalid.map((record) => record.reason)).toEqual([
      'record: must give kyc, bugBounty or both',
    ]);
    const csv = path.join(tempDir, 'monitoring.csv');
    fs.writeFileSync(csv, 'project,measuredAt\nsynthetic-project-90001,2026-11-01\n');
    await expect(
      importData(database.handle.db, { files: [{ kind: 'monitoring', file: csv }] }),
    ).rejects.toThrow(ImportFileError);
  });
});
