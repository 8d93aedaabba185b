import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeScore, type ScoreResult, type SignalInput } from '@/lib/score/compute-score';
import { MIN_COVERAGE, SIGNALS, type SignalKey } from '@/lib/score/methodology';
import { DAY_MS } from '@/config/constants';
import { REAL_DATA_DIR } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../setup/prepare-database';
import { audits, projectScores, securityAlerts, signals } from '../db/schema';
import { importData } from '../imports/import-data';
import { findImportFiles } from '../imports/read-import-file';
import { auditSignals, incidentSignals } from '../imports/refresh-derived-signals';

// The properties of methodology 3.0 over every project of the shipped data sets, imported as `npm start` does:
// each project's stored signals, then the same project with one more record, derived by the importer's own rules.
const NOW = new Date('2026-11-28T12:00:00Z');

type AuditRecord = Parameters<typeof auditSignals>[0][number];
type IncidentRecord = Parameters<typeof incidentSignals>[0][number];
interface Project {
  readonly id: string;
  readonly inputs: SignalInput[];
  readonly audits: AuditRecord[];
  readonly incidents: IncidentRecord[];
}

let database: TestDatabase;
let projects: Project[] = [];
let stored: Map<string, { score: number | null; coverage: number }>;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
  const report = await importData(database.handle.db, {
    files: await findImportFiles(REAL_DATA_DIR),
    now: NOW,
  });
  expect(report.isImported).toBe(true);
  const { db } = database.handle;
  const signalRows = await db.select().from(signals);
  const auditRows = await db
    .select({
      projectId: audits.projectId,
      completedAt: audits.completedAt,
      hasFixReview: audits.hasFixReview,
      reportUrl: audits.reportUrl,
      source: audits.source,
    })
    .from(audits)
    .where(eq(audits.status, 'completed'));
  const incidentRows = await db
    .select({
      projectId: securityAlerts.projectId,
      occurredAt: securityAlerts.occurredAt,
      lossUsd: securityAlerts.lossUsd,
      lossReview: securityAlerts.lossReview,
      sourceUrl: securityAlerts.sourceUrl,
      source: securityAlerts.source,
    })
    .from(securityAlerts)
    .where(and(eq(securityAlerts.state, 'confirmed'), eq(securityAlerts.kind, 'incident')));
  const scoreRows = await db.select().from(projectScores);
  stored = new Map(scoreRows.map((row) => [row.projectId, { score: row.score, coverage: row.coverage }]));
  projects = scoreRows.map((row) => ({
    id: row.projectId,
    inputs: signalRows
      .filter((signal) => signal.projectId === row.projectId)
      .map((signal) => ({
        key: signal.key as SignalKey,
        value: signal.value,
        measuredAt: signal.measuredAt,
      })),
    audits: auditRows.filter((audit) => audit.projectId === row.projectId),
    incidents: incidentRows.filter((incident) => incident.projectId === row.projectId),
  }));
}, 300_000);
afterAll(async () => {
  await database.dispose();
});

/** The project's signals with the audit and incident signals derived again from these records. */
function withRecords(project: Project, own: { audits?: AuditRecord[]; incidents?: IncidentRecord[] }) {
  const derived = new Map<SignalKey, SignalInput>();
  for (const [key, value] of [
    ...auditSignals(own.audits ?? project.audits, NOW, {}),
    ...incidentSignals(own.incidents ?? project.incidents, NOW, {}),
  ]) {
    if (value) derived.set(key, { key, value: value.value, measuredAt: value.measuredAt });
    else derived.set(key, { key, value: null, measuredAt: null });
  }
  return [...project.inputs.filter((input) => !derived.has(input.key)), ...derived.values()];
}

/** What the score would be whether or not the project is rated: 50 plus the categories' distance from 50. */
const raw = (result: ScoreResult) =>
  result.categories.reduce((sum, category) => sum + ((category.score ?? 50) * category.weight) / 100, 0);

const audit = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  completedAt: new Date(NOW.getTime() - 20 * DAY_MS),
  hasFixReview: null,
  reportUrl: 'https://audits.example.test/synthetic-report.pdf',
  source: 'trailofbits/publications',
  ...overrides,
});
const incident = (overrides: Partial<IncidentRecord> = {}): IncidentRecord => ({
  occurredAt: new Date(NOW.getTime() - 200 * DAY_MS),
  lossUsd: 4_000_000,
  lossReview: null,
  sourceUrl: 'https://incidents.example.test/synthetic-incident',
  source: 'SunWeb3Sec/DeFiHackLabs',
  ...overrides,
});

describe(`methodology 3.0 on every project of the shipped data, on ${testDriver()}`, () => {
  it('derives again exactly the scores the import stored', () => {
    expect(projects.length).toBeGreaterThan(2_000);
    for (const project of projects) {
      const result = computeScore(withRecords(project, {}), NOW);
      expect({ id: project.id, score: result.score, coverage: result.coverage }).toEqual({
        id: project.id,
        ...stored.get(project.id),
      });
    }
  });

  it('never lowers a score, nor takes a rating away, for another audit, a fix review or a newer audit', () => {
    const variants = [
      audit(),
      audit({ hasFixReview: true }),
      audit({ hasFixReview: false }),
      audit({ completedAt: null }),
    ];
    let checked = 0;
    for (const project of projects) {
      const before = computeScore(withRecords(project, {}), NOW);
      for (const added of variants) {
        const after = computeScore(withRecords(project, { audits: [...project.audits, added] }), NOW);
        expect(raw(after), project.id).toBeGreaterThanOrEqual(raw(before) - 1e-9);
        if (before.score !== null) expect(after.score, project.id).toBeGreaterThanOrEqual(before.score);
        expect(after.coverage, project.id).toBeGreaterThanOrEqual(before.coverage);
        checked += 1;
      }
    }
    expect(checked).toBe(projects.length * variants.length);
  });

  it('never lowers a score for a bug bounty', () => {
    for (const project of projects) {
      const before = computeScore(withRecords(project, {}), NOW);
      const inputs = withRecords(project, {}).filter((input) => input.key !== 'bug_bounty_usd');
      const after = computeScore(
        [...inputs, { key: 'bug_bounty_usd', value: 100_000, measuredAt: NOW }],
        NOW,
      );
      expect(raw(after), project.id).toBeGreaterThanOrEqual(raw(before) - 1e-9);
      if (before.score !== null) expect(after.score, project.id).toBeGreaterThanOrEqual(before.score);
    }
  });

  it('never raises a score, nor takes a rating away, for an incident or a loss', () => {
    const variants = [
      incident(),
      incident({ lossUsd: null }),
      incident({ lossReview: 'pending' }),
      incident({ lossUsd: 250_000_000 }),
    ];
    for (const project of projects) {
      const before = computeScore(withRecords(project, {}), NOW);
      for (const added of variants) {
        const after = computeScore(withRecords(project, { incidents: [...project.incidents, added] }), NOW);
        expect(raw(after), project.id).toBeLessThanOrEqual(raw(before) + 1e-9);
        if (before.score !== null) {
          expect(after.score, project.id).not.toBeNull();
          expect(after.score!, project.id).toBeLessThanOrEqual(before.score);
        }
      }
    }
  });

  it('rates no project without an audit, an incident or a bounty, and none below the floor', () => {
    const evidence = new Set<SignalKey>([
      'audit_count',
      'bug_bounty_usd',
      'incidents_3y',
      'multisig_threshold',
      'timelock_hours',
      'privileged_functions',
    ]);
    let rated = 0;
    for (const project of projects) {
      const result = computeScore(withRecords(project, {}), NOW);
      if (result.score === null) {
        expect(result.notRatedReason, project.id).not.toBeNull();
        continue;
      }
      rated += 1;
      expect(result.coverage, project.id).toBeGreaterThanOrEqual(MIN_COVERAGE);
      const hasEvidence =
        project.audits.length > 0 ||
        project.incidents.some((record) => record.occurredAt.getTime() > NOW.getTime() - 3 * 365 * DAY_MS) ||
        project.inputs.some(
          (input) =>
            evidence.has(input.key) &&
            input.key !== 'audit_count' &&
            input.key !== 'incidents_3y' &&
            input.value !== null,
        );
      expect(hasEvidence, project.id).toBe(true);
    }
    expect(rated).toBeGreaterThan(100);
  });

  it('counts what only describes a project for nothing, and no unknown as anything but 50', () => {
    const descriptive = SIGNALS.filter((signal) => signal.nature === 'descriptive').map(
      (signal) => signal.key,
    );
    for (const project of projects) {
      const inputs = withRecords(project, {});
      const before = computeScore(inputs, NOW);
      const without = computeScore(
        inputs.filter((input) => !descriptive.includes(input.key)),
        NOW,
      );
      expect([without.score, without.coverage], project.id).toEqual([before.score, before.coverage]);
      for (const category of before.categories) {
        const known = category.signals.filter((signal) => signal.subscore !== null);
        const expected = category.signals.reduce(
          (sum, signal) =>
            sum + ((signal.subscore ?? 50) * SIGNALS.find((s) => s.key === signal.key)!.weight) / 100,
          0,
        );
        if (known.every((signal) => SIGNALS.find((s) => s.key === signal.key)!.weight === 0)) {
          expect(category.score, `${project.id} ${category.key}`).toBeNull();
        } else {
          expect(category.score!, `${project.id} ${category.key}`).toBeCloseTo(expected, 1);
        }
      }
    }
  });
});
