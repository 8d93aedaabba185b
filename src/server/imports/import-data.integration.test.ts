import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_DATA_DIR, realProjects } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../db/prepare-database';
import {
  audits,
  linkReviews,
  projectScores,
  projects,
  securityAlerts,
  signals,
  tokenContracts,
} from '../db/schema';
import type { Executor } from '../db/client';
import { importData } from './import-data';
import { findImportFiles } from './read-import-file';
import { resolveImportReview } from './resolve-import-review';

const NOW = new Date('2026-11-20T12:00:00Z');
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-import-'));
const realIncidents = JSON.parse(
  fs.readFileSync(path.join(REAL_DATA_DIR, 'incidents.json'), 'utf8'),
) as Record<string, unknown>[];

const countOf = async (db: Executor, table: typeof projects | typeof audits | typeof securityAlerts) =>
  (await db.select({ n: count() }).from(table))[0]!.n;
const signalOf = async (db: Executor, projectId: string, key: string) =>
  (
    await db
      .select()
      .from(signals)
      .where(and(eq(signals.projectId, projectId), eq(signals.key, key)))
  )[0];

function writeIncidents(name: string, records: unknown[]): string {
  const file = path.join(tempDir, name);
  fs.writeFileSync(file, JSON.stringify(records));
  return file;
}

afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

describe(`importing data/ on ${testDriver()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'none' });
  });
  afterAll(() => database.dispose());

  // Its duration is a benchmark (docs/benchmarks.md), not an assertion: timed tests fail on a busy machine.
  it('imports every project, incident and audit into an empty database', async () => {
    const { db } = database.handle;
    const files = await findImportFiles(REAL_DATA_DIR);
    const report = await importData(db, { files, now: NOW });
    expect(report.isImported).toBe(true);
    expect(await countOf(db, projects)).toBe(2072);
    expect(await countOf(db, securityAlerts)).toBe(857);
    expect(await countOf(db, audits)).toBe(459);
    expect((await db.select({ n: count() }).from(tokenContracts))[0]!.n).toBe(2578);
    // Search and the leaderboard join every project to its score row.
    expect((await db.select({ n: count() }).from(projectScores))[0]!.n).toBe(2072);
    const byKind = Object.fromEntries(report.files.map((file) => [file.kind, file]));
    expect(byKind.incidents).toMatchObject({ records: 857, added: 857, updated: 0, skipped: [] });
    expect(byKind.audits).toMatchObject({ records: 459, added: 459, updated: 0, skipped: [] });
    expect(byKind.projects).toMatchObject({ records: 2072, added: 2072 });
    expect(byKind.incidents!.linked).toBeGreaterThan(0);
    expect(byKind.incidents!.toReview).toBeGreaterThan(0);
  });

  it('gives every project the logo its data set names, drawn from the icon package, else a monogram', async () => {
    const stored = new Map(
      (await database.handle.db.select({ key: projects.importKey, logo: projects.logo }).from(projects)).map(
        (row) => [row.key, row.logo],
      ),
    );
    expect(stored.get('uniswap')).toBe('/logos/tokens/UNI.png');
    expect(stored.get('ethereum')).toBe('/logos/tokens/ETH.png');
    expect(stored.get('bybit')).toBe('/logos/exchanges/bybit.png');
    expect(stored.get('iostoken')).toBe('/logos/coins/iost.png');
    const withoutLogo = realProjects().filter((project) => !project.logo);
    expect(withoutLogo.length).toBe(65);
    for (const project of realProjects()) {
      const logo = stored.get(project.slug)!;
      if (project.logo) expect(logo, project.slug).not.toMatch(/^\/logos\/monogram\//);
      else expect(logo, project.slug).toMatch(/^\/logos\/monogram\/[a-z0-9-]+\.png$/);
    }
  });

  it('links only confident matches and queues the ambiguous ones for review', async () => {
    const { db } = database.handle;
    const alertOf = async (externalKey: string) =>
      (await db.select().from(securityAlerts).where(eq(securityAlerts.externalKey, externalKey)))[0]!;
    expect((await alertOf('import:incident:20250221-bybit')).projectId).toBe('bybit');
    // "Phoenix" on Polygon shares a name with the Phoenix Global token of BNB Smart Chain: not linked.
    const phoenix = realIncidents.find((incident) => incident.project === 'Phoenix')!;
    expect((await alertOf(`import:incident:${String(phoenix.id)}`)).projectId).toBeNull();
    const [review] = await db
      .select()
      .from(linkReviews)
      .where(eq(linkReviews.recordKey, `import:incident:${String(phoenix.id)}`));
    expect(review).toMatchObject({ state: 'pending', candidateIds: ['phoenix-global'] });
    // Every link agrees with the project's name or slug.
    const linked = await db
      .select({
        name: securityAlerts.projectName,
        projectId: securityAlerts.projectId,
        projectName: projects.name,
      })
      .from(securityAlerts)
      .innerJoin(projects, eq(projects.id, securityAlerts.projectId));
    const norm = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (const row of linked) {
      expect(norm(row.name) === norm(row.projectName) || norm(row.name) === norm(row.projectId!)).toBe(true);
    }
    // An incident without a project keeps its own name.
    const unlinked = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, 'import:incident:20180422-beauty-chain'));
    expect(unlinked[0]).toMatchObject({
      projectId: null,
      projectName: 'Beauty Chain',
      source: 'SunWeb3Sec/DeFiHackLabs',
      licence: 'Apache-2.0',
    });
  });

  it('derives signals from evidence only, dated to the day of their data set, and leaves the rest unknown', async () => {
    const { db } = database.handle;
    // Bybit's 2025 hack, as DeFiHackLabs knew it on its snapshot of 2026-08-22: older than the 30-day window.
    expect(await signalOf(db, 'bybit', 'incidents_3y')).toMatchObject({
      value: 1,
      state: 'stale',
      source: 'SunWeb3Sec/DeFiHackLabs',
      measuredAt: new Date('2026-08-22T00:00:00Z'),
      evidenceUrl: realIncidents.find((incident) => incident.id === '20250221-bybit')!.referenceUrl,
    });
    expect(await signalOf(db, 'bybit', 'incident_losses_usd_3y')).toMatchObject({ value: 1_500_000_000 });
    const [audited] = await db
      .select({ projectId: audits.projectId })
      .from(audits)
      .where(isNotNull(audits.projectId))
      .limit(1);
    const auditCount = await signalOf(db, audited!.projectId!, 'audit_count');
    expect(auditCount).toMatchObject({
      source: 'trailofbits/publications',
      measuredAt: new Date('2026-07-23T00:00:00Z'),
    });
    expect(auditCount!.value).toBeGreaterThanOrEqual(1);
    expect((await signalOf(db, audited!.projectId!, 'audit_age_days'))!.value).toBeGreaterThan(0);
    // Trail of Bits' list not naming Bybit says nothing about Bybit's audits: no signal, not a zero.
    expect(await signalOf(db, 'bybit', 'audit_count')).toBeUndefined();
    expect(await signalOf(db, 'bybit', 'audit_age_days')).toBeUndefined();
    // Fix review: the share of the project's linked audits whose report includes one.
    const own = await db
      .select({ hasFixReview: audits.hasFixReview })
      .from(audits)
      .where(eq(audits.projectId, audited!.projectId!));
    const reviewed = own.filter((audit) => audit.hasFixReview).length;
    expect(await signalOf(db, audited!.projectId!, 'audit_fix_review_pct')).toMatchObject({
      value: Math.round((10_000 * reviewed) / own.length) / 100,
      state: 'stale',
    });
    expect(await signalOf(db, 'bybit', 'audit_fix_review_pct')).toBeUndefined();
    // Market Stability from the market-cap rank of the projects file (Uniswap is 19th there; Bybit has none),
    // as of the web3icons metadata of 2026-09-16, within the rank's 90-day window.
    expect(await signalOf(db, 'uniswap', 'market_cap_rank')).toMatchObject({
      value: 19,
      state: 'measured',
      source: '@web3icons/common',
      measuredAt: new Date('2026-09-16T00:00:00Z'),
    });
    expect(await signalOf(db, 'bybit', 'market_cap_rank')).toBeUndefined();
    // Chains and published contract addresses from the project's own record.
    const tether = realProjects().find((project) => project.slug === 'tether')!;
    expect(await signalOf(db, 'tether', 'chain_count')).toMatchObject({
      value: (tether.chains as string[]).length,
      state: 'measured',
      source: '@web3icons/common',
    });
    expect(await signalOf(db, 'tether', 'contract_addresses')).toMatchObject({
      value: Object.keys(tether.addresses as object).length,
    });
    // Ethereum's coin has no contract; nothing is made up for it.
    expect(await signalOf(db, 'ethereum', 'contract_addresses')).toBeUndefined();
    // The data sets hold no findings, market capitalisations or votes.
    expect(await signalOf(db, 'bybit', 'open_high_findings')).toBeUndefined();
    expect(await signalOf(db, 'uniswap', 'market_cap_usd')).toBeUndefined();
  });

  it("stores each incident's references and attack transactions", async () => {
    const { db } = database.handle;
    const withTxs = realIncidents.find(
      (incident) =>
        (incident.attackTxs as string[]).length > 1 && (incident.references as string[]).length > 0,
    )!;
    const [alert] = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, `import:incident:${String(withTxs.id)}`));
    expect(alert).toMatchObject({ referenceUrls: withTxs.references, attackTxUrls: withTxs.attackTxs });
  });

  it('adds, updates and links nothing on a second import of the same folder', async () => {
    const { db } = database.handle;
    const report = await importData(db, { files: await findImportFiles(REAL_DATA_DIR), now: NOW });
    for (const file of report.files) {
      expect(file).toMatchObject({ added: 0, updated: 0, linked: 0, toReview: 0, flagged: 0 });
      expect(file.unchanged).toBe(file.records);
    }
    expect(report.scored).toBe(0);
    expect(await countOf(db, securityAlerts)).toBe(857);
  });

  it('keeps a staff decision on the review list through later imports', async () => {
    const { db } = database.handle;
    const phoenix = realIncidents.find((incident) => incident.project === 'Phoenix')!;
    const key = `import:incident:${String(phoenix.id)}`;
    const [review] = await db.select().from(linkReviews).where(eq(linkReviews.recordKey, key));
    expect(await resolveImportReview(db, { action: 'reject', reviewId: review!.id }, NOW)).toBe(
      'Phoenix left without a project.',
    );
    const venus = realIncidents.find((incident) => incident.project === 'Venus THE')!;
    const [venusReview] = await db
      .select()
      .from(linkReviews)
      .where(eq(linkReviews.recordKey, `import:incident:${String(venus.id)}`));
    await resolveImportReview(db, { action: 'confirm', reviewId: venusReview!.id }, NOW);
    const report = await importData(db, {
      files: [{ kind: 'incidents', file: path.join(REAL_DATA_DIR, 'incidents.json') }],
      now: NOW,
    });
    expect(report.files[0]).toMatchObject({ added: 0, updated: 0, linked: 0, toReview: 0 });
    const [venusAlert] = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, `import:incident:${String(venus.id)}`));
    expect(venusAlert!.projectId).toBe('venus');
    expect((await signalOf(db, 'venus', 'incidents_3y'))!.value).toBeGreaterThanOrEqual(1);
  });

  it('flags an implausible loss, keeps it out of the totals, and counts it once confirmed', async () => {
    const { db } = database.handle;
    const bybit = realIncidents.find((incident) => incident.id === '20250221-bybit')!;
    const file = writeIncidents('absurd.json', [{ ...bybit, lossUsd: 996_000_000_000, lossText: '996B' }]);
    const report = await importData(db, { files: [{ kind: 'incidents', file }], now: NOW });
    expect(report.files[0]).toMatchObject({ updated: 1, flagged: 1 });
    const [alert] = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, 'import:incident:20250221-bybit'));
    expect(alert!.lossReview).toBe('pending');
    expect(await signalOf(db, 'bybit', 'incident_losses_usd_3y')).toMatchObject({
      value: null,
      state: 'not_available',
    });

    await resolveImportReview(db, { action: 'confirm-loss', alertId: alert!.id }, NOW);
    expect(await signalOf(db, 'bybit', 'incident_losses_usd_3y')).toMatchObject({ value: 996_000_000_000 });
    // The same figure again stays confirmed.
    const again = await importData(db, { files: [{ kind: 'incidents', file }], now: NOW });
    expect(again.files[0]).toMatchObject({ updated: 0, flagged: 0 });
  });
});

describe(`invalid records on ${testDriver()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'none' });
  });
  afterAll(() => database.dispose());

  const broken = realIncidents.map((incident, index) =>
    index === 41 ? { ...incident, date: '2024-13-45' } : incident,
  );
  const brokenId = String(realIncidents[41]!.id);

  it('imports nothing from a file with one broken record, and names the record', async () => {
    const file = writeIncidents('broken.json', broken);
    const report = await importData(database.handle.db, { files: [{ kind: 'incidents', file }], now: NOW });
    expect(report.isImported).toBe(false);
    expect(report.invalid).toEqual([
      { file: 'broken.json', position: 42, key: brokenId, reason: 'date: is not a real date' },
    ]);
    expect(await countOf(database.handle.db, securityAlerts)).toBe(0);
  });

  it('with skipInvalid imports the rest and reports the one skipped', async () => {
    const file = writeIncidents('broken.json', broken);
    const report = await importData(database.handle.db, {
      files: [{ kind: 'incidents', file }],
      skipInvalid: true,
      now: NOW,
    });
    expect(report.isImported).toBe(true);
    expect(report.files[0]).toMatchObject({ records: 857, added: 856 });
    expect(report.files[0]!.skipped).toEqual([
      { file: 'broken.json', position: 42, key: brokenId, reason: 'date: is not a real date' },
    ]);
    expect(await countOf(database.handle.db, securityAlerts)).toBe(856);
  });

  it('writes nothing on a dry run, and reports what it would do', async () => {
    const file = writeIncidents('fixed.json', realIncidents);
    const report = await importData(database.handle.db, {
      files: [{ kind: 'incidents', file }],
      isDryRun: true,
      now: NOW,
    });
    expect(report.files[0]).toMatchObject({ added: 1, unchanged: 856 });
    expect(await countOf(database.handle.db, securityAlerts)).toBe(856);
  });

  it('reads the CSV equivalent of a JSON file', async () => {
    const file = path.join(tempDir, 'incidents.csv');
    fs.writeFileSync(
      file,
      [
        'id,date,project,projectSlug,protocolSlug,type,attackCategory,lossUsd,lossText,chain,referenceUrl,references,attackTxs,source',
        `${brokenId},${String(realIncidents[41]!.date)},"${String(realIncidents[41]!.project)}",,,"Price, manipulated",Oracle / price manipulation,1250.5,"$1,250.5",BSC,https://example.com/a,https://example.com/a|https://example.com/b,,SunWeb3Sec/DeFiHackLabs`,
      ].join('\n'),
    );
    const report = await importData(database.handle.db, { files: [{ kind: 'incidents', file }], now: NOW });
    expect(report.files[0]).toMatchObject({ records: 1, added: 1 });
    const [alert] = await database.handle.db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, `import:incident:${brokenId}`));
    expect(alert).toMatchObject({
      classification: 'Price, manipulated',
      lossUsd: 1250.5,
      lossText: '$1,250.5',
      chains: ['BSC'],
      licence: 'Apache-2.0',
    });
  });

  it('refuses a record of an unknown data set without a licence', async () => {
    const file = writeIncidents('unlicensed.json', [{ ...realIncidents[0], source: 'somewhere' }]);
    const report = await importData(database.handle.db, { files: [{ kind: 'incidents', file }], now: NOW });
    expect(report.invalid[0]!.reason).toBe(
      'licence: unknown data set; give the licence of the record in a licence field',
    );
  });
});

describe(`IMPORT_DIR on first start on ${testDriver()}`, () => {
  it('imports the folder instead of data/, once, and never imports data/ into it afterwards', async () => {
    const database = await createTestDatabase();
    try {
      const folder = fs.mkdtempSync(path.join(tempDir, 'folder-'));
      fs.writeFileSync(path.join(folder, 'incidents.json'), JSON.stringify(realIncidents.slice(0, 3)));
      const first = await prepareDatabase(database.handle, { seed: 'real', importDir: folder, now: NOW });
      expect(first).toEqual({ imported: true });
      expect(await countOf(database.handle.db, securityAlerts)).toBe(3);
      expect(await countOf(database.handle.db, projects)).toBe(0);
      const second = await prepareDatabase(database.handle, { seed: 'real', importDir: folder, now: NOW });
      expect(second).toEqual({ imported: false });
      // Nor does a later start without IMPORT_DIR add the shipped data sets to what was imported.
      const third = await prepareDatabase(database.handle, { seed: 'real', now: NOW });
      expect(third).toEqual({ imported: false });
      expect(await countOf(database.handle.db, securityAlerts)).toBe(3);
    } finally {
      await database.dispose();
    }
  });

  it('imports IMPORT_DIR even with SEED=none', async () => {
    const database = await createTestDatabase();
    try {
      const folder = fs.mkdtempSync(path.join(tempDir, 'folder-'));
      fs.writeFileSync(path.join(folder, 'incidents.json'), JSON.stringify(realIncidents.slice(0, 2)));
      expect(await prepareDatabase(database.handle, { seed: 'none', importDir: folder, now: NOW })).toEqual({
        imported: true,
      });
      expect(await countOf(database.handle.db, securityAlerts)).toBe(2);
    } finally {
      await database.dispose();
    }
  });
});
