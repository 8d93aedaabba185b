import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REAL_AUDIT_FILES,
  REAL_DATA_DIR,
  REAL_PROJECT_FILES,
  realAudits,
  realCatalogue,
  realProjects,
} from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../setup/prepare-database';
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
import { listImportReviews } from './list-import-reviews';
import { resolveImportReview } from './resolve-import-review';
import { coreName, nameKey } from '@/lib/project-names';

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
    expect(await countOf(db, projects)).toBe(realProjects().length);
    expect(await countOf(db, securityAlerts)).toBe(857);
    // The audits of every firm's portfolio, each from its own file.
    const auditCount = realAudits().length;
    expect(auditCount).toBeGreaterThanOrEqual(4000);
    expect(await countOf(db, audits)).toBe(auditCount);
    const firms = await db.selectDistinct({ auditor: audits.auditor }).from(audits);
    expect(firms.length).toBeGreaterThanOrEqual(16);
    expect((await db.select({ n: count() }).from(tokenContracts))[0]!.n).toBe(2578);
    // Search and the leaderboard join every project to its score row.
    expect((await db.select({ n: count() }).from(projectScores))[0]!.n).toBe(realProjects().length);
    const byKind = Object.fromEntries(report.files.map((file) => [file.kind, file]));
    expect(byKind.incidents).toMatchObject({ records: 857, added: 857, updated: 0, skipped: [] });
    const auditFiles = report.files.filter((file) => file.kind === 'audits');
    expect(auditFiles.length).toBe(REAL_AUDIT_FILES.length);
    for (const file of auditFiles) expect(file, file.file).toMatchObject({ updated: 0, skipped: [] });
    expect(auditFiles.reduce((sum, file) => sum + file.added, 0)).toBe(auditCount);
    // The catalogue, then the projects only the audits name (data/projects/).
    const projectFiles = report.files.filter((file) => file.kind === 'projects');
    expect(projectFiles.length).toBe(REAL_PROJECT_FILES.length);
    for (const [position, file] of projectFiles.entries())
      expect(path.basename(file.file)).toBe(path.basename(REAL_PROJECT_FILES[position]!));
    expect(projectFiles.reduce((sum, file) => sum + file.records, 0)).toBe(realProjects().length);
    expect(projectFiles.reduce((sum, file) => sum + file.added, 0)).toBe(realProjects().length);
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
    const withoutLogo = realCatalogue().filter((project) => !project.logo);
    // The icon packages draw most projects of the catalogue; the ones they do not (most of those the catalogue
    // adds), and every project only the audits name, get a monogram.
    expect(withoutLogo.length).toBe(101);
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
    // Every link agrees with the project's name, slug or another of its names (written alike, or alike without
    // words such as Network or Finance), and says how it was made and why.
    const linked = await db
      .select({
        name: securityAlerts.projectName,
        projectId: securityAlerts.projectId,
        projectName: projects.name,
        aliases: projects.aliases,
        linkConfidence: securityAlerts.linkConfidence,
        linkReason: securityAlerts.linkReason,
      })
      .from(securityAlerts)
      .innerJoin(projects, eq(projects.id, securityAlerts.projectId));
    const keysOf = (names: string[]) => names.flatMap((name) => [nameKey(name), coreName(name)]);
    for (const row of linked) {
      const projectKeys = keysOf([row.projectName, row.projectId!, ...row.aliases]);
      expect(keysOf([row.name]).some((key) => key && projectKeys.includes(key))).toBe(true);
      expect(['alias', 'name']).toContain(row.linkConfidence);
      expect(row.linkReason).toContain(`named "${row.name}"`);
    }
    expect((await alertOf('import:incident:20220329-ronin-network')).projectId).toBe('ronin');
    // A lending exploit on Arbitrum named "Atomic" is not Atomic Wallet's.
    expect((await alertOf('import:incident:20260807-atomic')).projectId).toBeNull();
    const { links } = await listImportReviews(db);
    expect(links.find((link) => link.recordKey === 'import:incident:20260807-atomic')).toMatchObject({
      candidates: [{ id: 'atomic', name: 'Atomic', category: 'Wallet' }],
      reason: "a lending protocol's record matches Atomic (Wallet) by name only: another kind of project",
    });
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
    // Bybit's 2025 hack, as DeFiHackLabs knew it on its snapshot of 2026-08-22: 90 days before NOW, within the
    // incident signals' 180-day window.
    expect(await signalOf(db, 'bybit', 'incidents_3y')).toMatchObject({
      value: 1,
      state: 'measured',
      source: 'SunWeb3Sec/DeFiHackLabs',
      measuredAt: new Date('2026-08-22T00:00:00Z'),
      evidenceUrl: realIncidents.find((incident) => incident.id === '20250221-bybit')!.referenceUrl,
    });
    expect(await signalOf(db, 'bybit', 'incident_losses_usd_3y')).toMatchObject({ value: 1_500_000_000 });
    // Every project is looked up in the incident data set: one it names no incident of in the three years before
    // its snapshot has 0 incidents and 0 USD lost, measured as of that day, with nothing to link.
    const searched = {
      value: 0,
      state: 'measured',
      source: 'SunWeb3Sec/DeFiHackLabs',
      measuredAt: new Date('2026-08-22T00:00:00Z'),
      evidenceUrl: null,
    };
    const uniswapIncidents = await db
      .select({ occurredAt: securityAlerts.occurredAt })
      .from(securityAlerts)
      .where(eq(securityAlerts.projectId, 'uniswap'));
    expect(uniswapIncidents.every((incident) => incident.occurredAt < new Date('2023-08-22T00:00:00Z'))).toBe(
      true,
    );
    expect(await signalOf(db, 'uniswap', 'incidents_3y')).toMatchObject(searched);
    expect(await signalOf(db, 'uniswap', 'incident_losses_usd_3y')).toMatchObject(searched);
    expect(await db.$count(signals, and(eq(signals.key, 'incidents_3y'), isNotNull(signals.value)))).toBe(
      await countOf(db, projects),
    );
    // A project whose only linked audits are Trail of Bits': its audit signals are dated to that data set.
    const linkedAudits = await db
      .select({ projectId: audits.projectId, source: audits.source })
      .from(audits)
      .where(isNotNull(audits.projectId));
    const sourcesOf = new Map<string, Set<string>>();
    for (const row of linkedAudits)
      sourcesOf.set(row.projectId!, (sourcesOf.get(row.projectId!) ?? new Set()).add(row.source));
    const [onlyTrailOfBits] = [...sourcesOf].filter(
      ([, sources]) => sources.size === 1 && sources.has('trailofbits/publications'),
    );
    const audited = { projectId: onlyTrailOfBits![0] };
    const auditCount = await signalOf(db, audited!.projectId!, 'audit_count');
    // 2026-07-23 is 120 days before NOW, within the audit signals' 365-day window.
    expect(auditCount).toMatchObject({
      state: 'measured',
      source: 'trailofbits/publications',
      measuredAt: new Date('2026-07-23T00:00:00Z'),
    });
    expect(auditCount!.value).toBeGreaterThanOrEqual(1);
    expect((await signalOf(db, audited!.projectId!, 'audit_age_days'))!.value).toBeGreaterThan(0);
    // Trail of Bits' list not naming Bybit says nothing about Bybit's audits: no signal, not a zero.
    expect(await signalOf(db, 'bybit', 'audit_count')).toBeUndefined();
    expect(await signalOf(db, 'bybit', 'audit_age_days')).toBeUndefined();
    // Fix reviews: how many of the project's linked audits have a report that includes one, a count.
    const own = await db
      .select({ hasFixReview: audits.hasFixReview })
      .from(audits)
      .where(eq(audits.projectId, audited!.projectId!));
    expect(own.some((audit) => audit.hasFixReview !== null)).toBe(true);
    const reviewed = own.filter((audit) => audit.hasFixReview === true).length;
    expect(await signalOf(db, audited!.projectId!, 'audit_fix_reviews')).toMatchObject({
      value: reviewed,
      state: 'measured',
      source: 'trailofbits/publications',
    });
    expect(await signalOf(db, 'bybit', 'audit_fix_reviews')).toBeUndefined();
    // The share it replaced is derived no more.
    expect(await db.$count(signals, eq(signals.key, 'audit_fix_review_pct'))).toBe(0);
    // Market Stability from the market-cap rank of the projects file (Uniswap is 19th there; Bybit has none), as
    // of the day the web3icons metadata took its ranks, 2024-03-31: long past the rank's 90-day window, stale.
    expect(await signalOf(db, 'uniswap', 'market_cap_rank')).toMatchObject({
      value: 19,
      state: 'stale',
      source: '@web3icons/common',
      measuredAt: new Date('2024-03-31T00:00:00Z'),
    });
    expect(await signalOf(db, 'bybit', 'market_cap_rank')).toBeUndefined();
    // Chains and published contract addresses from the project's own record.
    const tether = realProjects().find((project) => project.slug === 'tether')!;
    expect(await signalOf(db, 'tether', 'chain_count')).toMatchObject({
      value: (tether.chains as string[]).length,
      // Written into the web3icons metadata on 2024-03-31, with the ranks.
      state: 'stale',
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
    // Another queued incident, with one candidate project: staff confirm it.
    const pending = await db
      .select()
      .from(linkReviews)
      .where(and(eq(linkReviews.kind, 'incident'), eq(linkReviews.state, 'pending')));
    const queued = pending.find((row) => row.candidateIds.length === 1 && row.recordKey !== key)!;
    await resolveImportReview(db, { action: 'confirm', reviewId: queued.id }, NOW);
    const report = await importData(db, {
      files: [{ kind: 'incidents', file: path.join(REAL_DATA_DIR, 'incidents.json') }],
      now: NOW,
    });
    expect(report.files[0]).toMatchObject({ added: 0, updated: 0, linked: 0, toReview: 0 });
    const [confirmed] = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, queued.recordKey));
    const project = queued.candidateIds[0]!;
    expect(confirmed!.projectId).toBe(project);
    expect((await signalOf(db, project, 'incidents_3y'))!.value).toBeGreaterThanOrEqual(1);
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
    // The loss awaiting review is left out of the sum of known losses (Bybit's only incident in the window: 0 USD
    // known), so evidence against never takes coverage away; the incident itself still counts.
    expect(await signalOf(db, 'bybit', 'incident_losses_usd_3y')).toMatchObject({
      value: 0,
      state: 'measured',
    });
    expect(await signalOf(db, 'bybit', 'incidents_3y')).toMatchObject({ value: 1, state: 'measured' });

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
