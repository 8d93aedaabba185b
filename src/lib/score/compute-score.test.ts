import { describe, expect, it } from 'vitest';
import {
  computeScore,
  confidenceFor,
  diffScores,
  signalState,
  tierFor,
  type SignalInput,
} from './compute-score';
import {
  CATEGORIES,
  METHODOLOGY_VERSION,
  MIN_COVERAGE,
  SIGNALS,
  STALE_COVERAGE_FACTOR,
  signalByKey,
  type SignalKey,
} from './methodology';
import { DAY_MS } from '@/config/constants';
import { WORKED_EXAMPLE_AS_OF, WORKED_EXAMPLE_INPUTS } from './methodology-text';

const NOW = new Date('2026-11-01T00:00:00Z');
const fresh = (key: SignalKey, value: number | null): SignalInput => ({
  key,
  value,
  measuredAt: new Date(NOW.getTime() - DAY_MS),
});
const normalise = (key: SignalKey, value: number) => signalByKey.get(key)!.normalise(value);

describe('methodology', () => {
  it('publishes version 3.0.0', () => {
    expect(METHODOLOGY_VERSION).toBe('3.0.0');
  });

  it('weights the six categories 40/30/5/15/5/5, adding up to 100: security evidence carries 85 of them', () => {
    expect(CATEGORIES.map((c) => [c.name, c.weight])).toEqual([
      ['Code Security', 40],
      ['Operational Resilience', 30],
      ['Fundamental Health', 5],
      ['Governance Strength', 15],
      ['Market Stability', 5],
      ['Community Trust', 5],
    ]);
  });

  it('weights and windows every signal as published', () => {
    expect(SIGNALS.map((s) => [s.key, s.nature, s.weight, s.maxAgeDays])).toEqual([
      ['audit_count', 'positive', 35, 365],
      ['audit_age_days', 'positive', 25, 365],
      ['audit_fix_reviews', 'positive', 15, 365],
      ['bug_bounty_usd', 'positive', 15, 365],
      ['open_high_findings', 'negative', 10, 365],
      ['contract_addresses', 'descriptive', 0, 365],
      ['incidents_3y', 'negative', 50, 180],
      ['incident_losses_usd_3y', 'negative', 35, 180],
      ['uptime_pct_90d', 'fact', 15, 7],
      ['project_age_days', 'fact', 40, 365],
      ['team_kyc_level', 'fact', 30, 365],
      ['dev_commits_90d', 'fact', 30, 30],
      ['chain_count', 'descriptive', 0, 365],
      ['multisig_threshold', 'fact', 40, 90],
      ['timelock_hours', 'fact', 35, 90],
      ['privileged_functions', 'fact', 25, 90],
      ['market_cap_usd', 'fact', 25, 2],
      ['market_cap_rank', 'fact', 50, 90],
      ['volatility_30d_pct', 'fact', 15, 2],
      ['top10_holders_pct', 'fact', 10, 30],
      ['vote_yes_pct', 'fact', 60, 30],
      ['social_followers', 'fact', 40, 30],
    ]);
  });

  it('sets the coverage floor at 0.35: the audit record beside the incident record, neither alone', () => {
    const coverageOf = (key: SignalKey, factor = 1) => {
      const signal = signalByKey.get(key)!;
      return (
        (CATEGORIES.find((c) => c.key === signal.category)!.weight / 100) * (signal.weight / 100) * factor
      );
    };
    expect(MIN_COVERAGE).toBe(0.35);
    const auditRecord = coverageOf('audit_count') + coverageOf('audit_age_days');
    const incidentRecord = coverageOf('incidents_3y') + coverageOf('incident_losses_usd_3y');
    const staleRank = coverageOf('market_cap_rank', STALE_COVERAGE_FACTOR);
    expect(auditRecord + incidentRecord).toBeCloseTo(0.495, 10);
    // Neither record with a stale market rank reaches it ...
    expect(incidentRecord + staleRank).toBeLessThan(MIN_COVERAGE);
    expect(auditRecord + staleRank).toBeLessThan(MIN_COVERAGE);
    // ... an incident whose loss is unknown never takes an audited project off the board ...
    expect(auditRecord + coverageOf('incidents_3y')).toBeGreaterThanOrEqual(MIN_COVERAGE);
    // ... nor does an audit list that has gone stale.
    expect(auditRecord * STALE_COVERAGE_FACTOR + incidentRecord).toBeGreaterThanOrEqual(MIN_COVERAGE);
    // Whatever only describes a project counts for nothing.
    expect(coverageOf('contract_addresses') + coverageOf('chain_count')).toBe(0);
  });

  it('gives every category signal weights adding up to 100', () => {
    for (const category of CATEGORIES) {
      const weights = SIGNALS.filter((s) => s.category === category.key).map((s) => s.weight);
      expect(
        weights.reduce((a, b) => a + b, 0),
        category.key,
      ).toBe(100);
    }
  });

  it('keeps positive evidence at 50 or more and negative evidence at 50 or less, for every value', () => {
    const values = [0, 0.5, 1, 2, 3, 5, 10, 100, 180, 365, 1_000, 1_095, 5_000, 1e6, 1e9, 1e12];
    for (const signal of SIGNALS) {
      for (const value of values) {
        const subscore = signal.normalise(value);
        if (signal.nature === 'positive')
          expect(subscore, `${signal.key} ${value}`).toBeGreaterThanOrEqual(50);
        if (signal.nature === 'negative') expect(subscore, `${signal.key} ${value}`).toBeLessThanOrEqual(50);
        if (signal.nature === 'descriptive') expect(subscore, `${signal.key} ${value}`).toBe(50);
      }
    }
  });

  it.each([
    ['audit_count', 0, 50],
    ['audit_count', 1, 75],
    ['audit_count', 2, 87.5],
    ['audit_count', 3, 93.75],
    ['audit_age_days', 100, 100],
    ['audit_age_days', 365, 100],
    ['audit_age_days', 730, 75],
    ['audit_age_days', 1095, 50],
    ['audit_age_days', 2000, 50],
    ['audit_fix_reviews', 0, 50],
    ['audit_fix_reviews', 1, 75],
    ['audit_fix_reviews', 2, 87.5],
    ['bug_bounty_usd', 0, 50],
    ['bug_bounty_usd', 1_000, 50],
    ['bug_bounty_usd', 31_622.776601683792, 75],
    ['bug_bounty_usd', 1_000_000, 100],
    ['bug_bounty_usd', 5_000_000, 100],
    ['open_high_findings', 0, 50],
    ['open_high_findings', 2, 25],
    ['open_high_findings', 4, 0],
    ['open_high_findings', 5, 0],
    ['contract_addresses', 0, 50],
    ['contract_addresses', 8, 50],
    ['incidents_3y', 0, 50],
    ['incidents_3y', 1, 30],
    ['incidents_3y', 2, 10],
    ['incidents_3y', 3, 0],
    ['incident_losses_usd_3y', 0, 50],
    ['incident_losses_usd_3y', 999, 50],
    ['incident_losses_usd_3y', 1_000, 50],
    ['incident_losses_usd_3y', 316_227.7660168379, 25],
    ['incident_losses_usd_3y', 100_000_000, 0],
    ['uptime_pct_90d', 100, 100],
    ['uptime_pct_90d', 97.5, 50],
    ['uptime_pct_90d', 90, 0],
    ['project_age_days', 0, 0],
    ['project_age_days', 547.5, 50],
    ['project_age_days', 4000, 100],
    ['team_kyc_level', 0, 0],
    ['team_kyc_level', 1, 50],
    ['team_kyc_level', 2, 75],
    ['team_kyc_level', 3, 100],
    ['dev_commits_90d', 0, 0],
    ['dev_commits_90d', 1, 0],
    ['dev_commits_90d', 300, 100],
    ['chain_count', 1, 50],
    ['chain_count', 6, 50],
    ['multisig_threshold', 1, 0],
    ['multisig_threshold', 2, 60],
    ['multisig_threshold', 3, 90],
    ['multisig_threshold', 4, 100],
    ['timelock_hours', 0, 0],
    ['timelock_hours', 24, 50],
    ['timelock_hours', 72, 100],
    ['privileged_functions', 0, 100],
    ['privileged_functions', 10, 50],
    ['privileged_functions', 30, 0],
    ['market_cap_usd', 1_000_000, 0],
    ['market_cap_usd', 316_227_766.01683795, 50],
    ['market_cap_usd', 100_000_000_000, 100],
    ['market_cap_rank', 0, 0],
    ['market_cap_rank', 1, 100],
    ['market_cap_rank', 70.71067811865476, 50],
    ['market_cap_rank', 5_000, 0],
    ['market_cap_rank', 20_000, 0],
    ['volatility_30d_pct', 10, 80],
    ['volatility_30d_pct', 60, 0],
    ['top10_holders_pct', 30, 70],
    ['vote_yes_pct', 82.5, 82.5],
    ['social_followers', 100, 0],
    ['social_followers', 10_000, 50],
    ['social_followers', 1_000_000, 100],
  ] as const)('normalises %s = %d to %d', (key, value, expected) => {
    expect(normalise(key, value)).toBeCloseTo(expected, 6);
  });

  it('bands the letter tiers at 90, 80, 70, 60, 50 and 40', () => {
    expect([100, 90, 89.99, 80, 79.99, 70, 60, 50, 40, 39.99, 0].map(tierFor)).toEqual([
      'AAA',
      'AAA',
      'AA',
      'AA',
      'A',
      'A',
      'BBB',
      'BB',
      'B',
      'CCC',
      'CCC',
    ]);
  });

  it('bands confidence at 80 % and 50 % coverage', () => {
    expect([1, 0.8, 0.7999, 0.5, 0.4999, 0].map(confidenceFor)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });
});

describe('signalState', () => {
  it('is not available without a value or a time, stale past the freshness window, else measured', () => {
    expect(signalState({ value: null, measuredAt: NOW }, 30, NOW)).toBe('not_available');
    expect(signalState({ value: 5, measuredAt: null }, 30, NOW)).toBe('not_available');
    expect(signalState({ value: Number.NaN, measuredAt: NOW }, 30, NOW)).toBe('not_available');
    expect(signalState({ value: 5, measuredAt: new Date(NOW.getTime() - 30 * DAY_MS) }, 30, NOW)).toBe(
      'measured',
    );
    expect(signalState({ value: 5, measuredAt: new Date(NOW.getTime() - 30 * DAY_MS - 1) }, 30, NOW)).toBe(
      'stale',
    );
  });
});

describe('computeScore', () => {
  const allPerfect: SignalInput[] = [
    fresh('audit_count', 30),
    fresh('audit_age_days', 30),
    fresh('audit_fix_reviews', 30),
    fresh('bug_bounty_usd', 2_000_000),
    fresh('open_high_findings', 0),
    fresh('contract_addresses', 2),
    fresh('incidents_3y', 0),
    fresh('incident_losses_usd_3y', 0),
    fresh('uptime_pct_90d', 100),
    fresh('project_age_days', 2000),
    fresh('team_kyc_level', 3),
    fresh('dev_commits_90d', 500),
    fresh('chain_count', 4),
    fresh('multisig_threshold', 5),
    fresh('timelock_hours', 48),
    fresh('privileged_functions', 0),
    fresh('market_cap_usd', 500_000_000_000),
    fresh('market_cap_rank', 1),
    fresh('volatility_30d_pct', 0),
    fresh('top10_holders_pct', 0),
    fresh('vote_yes_pct', 100),
    fresh('social_followers', 2_000_000),
  ];

  it('scores the best record it can know, with no incident and no open finding, 85 with full coverage', () => {
    const result = computeScore(allPerfect, NOW);
    // Code Security: 35 + 25 + 15 + 15 at 100 (30 audits are 100 to 2 decimals), open findings 50 × 0.10 = 95;
    // Operational Resilience: none on record is neutral, 50 × 0.85 + 100 × 0.15 = 57.5; the rest 100.
    // 0.4 × 95 + 0.3 × 57.5 + 0.3 × 100 = 85.25: a clean incident record is no proof of safety.
    expect(result.categories.map((c) => c.score)).toEqual([95, 57.5, 100, 100, 100, 100]);
    expect(result).toMatchObject({
      score: 85.25,
      tier: 'AA',
      coverage: 1,
      confidence: 'high',
      notRatedReason: null,
      methodologyVersion: '3.0.0',
    });
  });

  it('rates nothing without signals: no score, no tier, zero coverage, no security record', () => {
    expect(computeScore([], NOW)).toMatchObject({
      score: null,
      tier: null,
      coverage: 0,
      confidence: 'low',
      notRatedReason: 'no_security_record',
    });
  });

  it('counts a missing signal as the neutral 50, never renormalising the rest into a confident number', () => {
    const withoutBounty = allPerfect.map((s) =>
      s.key === 'bug_bounty_usd' ? fresh('bug_bounty_usd', null) : s,
    );
    const result = computeScore(withoutBounty, NOW);
    // Code Security: 95 − 15 × (100 − 50) / 100 = 87.5; the total 85.25 − 0.4 × 7.5 = 82.25.
    expect(result.categories[0]!.score).toBe(87.5);
    expect(result.score).toBe(82.25);
    // Code Security loses 15 of its 100 weight; it is 40 % of the total: coverage 1 − 0.4 × 0.15.
    expect(result.coverage).toBe(0.94);
    expect(result.categories[0]!.coverage).toBe(0.85);
    expect(result.categories[0]!.signals.find((s) => s.key === 'bug_bounty_usd')).toMatchObject({
      state: 'not_available',
      subscore: null,
      contribution: null,
      impact: null,
    });
  });

  it('leaves a category with no evidence unknown, counting 50 in the total', () => {
    const audited = [
      fresh('audit_count', 1),
      fresh('audit_age_days', 200),
      fresh('incidents_3y', 0),
      fresh('incident_losses_usd_3y', 0),
    ];
    const result = computeScore(audited, NOW);
    // Code Security: 75 × 0.35 + 100 × 0.25 + 50 × 0.40 = 71.25; Operational Resilience 50 (nothing on record,
    // uptime unknown); the four other categories unknown. 0.4 × 71.25 + 0.6 × 50 = 58.5.
    expect(result.categories.map((c) => c.score)).toEqual([71.25, 50, null, null, null, null]);
    expect(result).toMatchObject({ score: 58.5, tier: 'BB', coverage: 0.495, confidence: 'low' });
  });

  it('rates no project without security evidence, however much else is known', () => {
    const describedOnly = allPerfect.filter((s) =>
      [
        'contract_addresses',
        'chain_count',
        'market_cap_usd',
        'market_cap_rank',
        'volatility_30d_pct',
        'top10_holders_pct',
        'vote_yes_pct',
        'social_followers',
        'project_age_days',
        'team_kyc_level',
        'dev_commits_90d',
        'uptime_pct_90d',
        'incidents_3y',
        'incident_losses_usd_3y',
      ].includes(s.key),
    );
    const result = computeScore(describedOnly, NOW);
    expect(result).toMatchObject({ score: null, tier: null, notRatedReason: 'no_security_record' });
    // The categories keep their scores for the page; addresses and chains still say nothing.
    expect(result.categories.find((c) => c.key === 'market_stability')!.score).toBe(100);
    const code = result.categories.find((c) => c.key === 'code_security')!;
    expect(code.score).toBeNull();
    expect(code.signals.find((s) => s.key === 'contract_addresses')).toMatchObject({
      subscore: 50,
      contribution: 0,
    });
    // A bounty of 0 is a fact, not a record of care.
    expect(computeScore([...describedOnly, fresh('bug_bounty_usd', 0)], NOW).notRatedReason).toBe(
      'no_security_record',
    );
  });

  it('rates no project below the coverage floor, even with an audit', () => {
    const thin = [fresh('audit_count', 4), fresh('audit_age_days', 400), fresh('market_cap_rank', 20)];
    // 0.4 × 0.6 + 0.05 × 0.5 = 0.265, below 0.35: no incident lookup beside the audits.
    expect(computeScore(thin, NOW)).toMatchObject({
      score: null,
      tier: null,
      coverage: 0.265,
      notRatedReason: 'coverage_below_floor',
    });
    const looked = [...thin, fresh('incidents_3y', 0), fresh('incident_losses_usd_3y', 0)];
    expect(computeScore(looked, NOW)).toMatchObject({ coverage: 0.52, notRatedReason: null });
  });

  it('counts a stale signal in the score but only half of its weight in coverage', () => {
    const stale = allPerfect.map((s) =>
      s.key === 'market_cap_usd' ? { ...s, measuredAt: new Date(NOW.getTime() - 10 * DAY_MS) } : s,
    );
    const result = computeScore(stale, NOW);
    expect(result.score).toBe(85.25);
    // Market cap: weight 25 in Market Stability (5 %): 0.05 × 0.25 × 0.5 = 0.00625 less coverage.
    expect(result.coverage).toBe(0.9938);
    const market = result.categories.find((c) => c.key === 'market_stability')!;
    expect(market.signals.find((s) => s.key === 'market_cap_usd')!.state).toBe('stale');
  });

  it('gives each signal its contribution to its category and its impact on the total, largest first', () => {
    const inputs = [
      fresh('audit_count', 1),
      fresh('audit_age_days', 0),
      fresh('open_high_findings', 2),
      fresh('bug_bounty_usd', 1_000_000),
      fresh('incidents_3y', 0),
      fresh('incident_losses_usd_3y', 0),
    ];
    const result = computeScore(inputs, NOW);
    const code = result.categories.find((c) => c.key === 'code_security')!;
    // 75 × 0.35 + 100 × 0.25 + 50 × 0.15 + 100 × 0.15 + 25 × 0.10 = 26.25 + 25 + 7.5 + 15 + 2.5 = 76.25.
    expect(code.score).toBe(76.25);
    expect(code.signals.slice(0, 4).map((s) => [s.key, s.contribution])).toEqual([
      ['audit_count', 26.25],
      ['audit_age_days', 25],
      ['bug_bounty_usd', 15],
      ['open_high_findings', 2.5],
    ]);
    // The impact is what it moves the total from the neutral 50: (75 − 50) × 35 % × 40 % = 3.5.
    expect(code.signals[0]!.impact).toBe(3.5);
    expect(code.signals.find((s) => s.key === 'open_high_findings')!.impact).toBe(-1);
    // 50 + every impact = the score.
    const impacts = result.categories.flatMap((c) => c.signals).reduce((sum, s) => sum + (s.impact ?? 0), 0);
    expect(result.score).toBe(60.5);
    expect(50 + impacts).toBeCloseTo(60.5, 6);
  });

  it('is deterministic and does not depend on the order of its inputs', () => {
    const reversed = [...allPerfect].reverse().map((s, i) => ({ ...s, value: (s.value ?? 0) / (i + 1) }));
    const again = [...reversed].reverse();
    expect(computeScore(reversed, NOW)).toEqual(computeScore(again, NOW));
  });
});

describe('the direction of evidence, for any project', () => {
  // A deterministic spread of projects: every signal present or missing, fresh or stale, at many values.
  const pseudo = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const projects = Array.from({ length: 400 }, (_, index) => {
    const next = pseudo(index + 1);
    return SIGNALS.flatMap((signal): SignalInput[] => {
      if (next() < 0.4) return [];
      const ageDays = next() < 0.2 ? signal.maxAgeDays + 5 : 1;
      const scale = signal.key.endsWith('usd') || signal.key.endsWith('usd_3y') ? 1e8 : 1_500;
      return [
        {
          key: signal.key,
          value: Math.round(next() * next() * scale),
          measuredAt: new Date(NOW.getTime() - ageDays * DAY_MS),
        },
      ];
    });
  });
  const total = (inputs: readonly SignalInput[]) => computeScore(inputs, NOW);
  const withSignal = (
    inputs: readonly SignalInput[],
    key: SignalKey,
    value: (old: number | null) => number,
  ) => {
    const old = inputs.find((s) => s.key === key);
    return [...inputs.filter((s) => s.key !== key), fresh(key, value(old?.value ?? null))];
  };
  // Score without a rating is compared on the number it would have: the sum of its categories.
  const raw = (inputs: readonly SignalInput[]) =>
    total(inputs).categories.reduce((sum, c) => sum + ((c.score ?? 50) * c.weight) / 100, 0);

  it('never lowers a score for another audit, a newer audit, a fix review or a bounty', () => {
    for (const inputs of projects) {
      const before = raw(inputs);
      expect(raw(withSignal(inputs, 'audit_count', (n) => (n ?? 0) + 1))).toBeGreaterThanOrEqual(
        before - 1e-9,
      );
      expect(
        raw(withSignal(inputs, 'audit_age_days', (days) => Math.min(days ?? 10_000, 30))),
      ).toBeGreaterThanOrEqual(before - 1e-9);
      expect(raw(withSignal(inputs, 'audit_fix_reviews', (n) => (n ?? 0) + 1))).toBeGreaterThanOrEqual(
        before - 1e-9,
      );
      expect(
        raw(withSignal(inputs, 'bug_bounty_usd', (usd) => Math.max(usd ?? 0, 50_000))),
      ).toBeGreaterThanOrEqual(before - 1e-9);
    }
  });

  it('never raises a score for another incident or a larger loss', () => {
    for (const inputs of projects) {
      const before = raw(inputs);
      expect(raw(withSignal(inputs, 'incidents_3y', (n) => (n ?? 0) + 1))).toBeLessThanOrEqual(before + 1e-9);
      expect(
        raw(withSignal(inputs, 'incident_losses_usd_3y', (usd) => (usd ?? 0) + 5_000_000)),
      ).toBeLessThanOrEqual(before + 1e-9);
    }
  });

  it('never moves a score for a published address or another chain', () => {
    for (const inputs of projects) {
      const before = total(inputs);
      const after = total(
        withSignal(
          withSignal(inputs, 'contract_addresses', (n) => (n ?? 0) + 3),
          'chain_count',
          (n) => (n ?? 0) + 5,
        ),
      );
      expect(after.score).toBe(before.score);
      expect(after.coverage).toBe(before.coverage);
    }
  });

  it('states the score as 50 plus the impacts, and the coverage as the weight that is known', () => {
    for (const inputs of projects) {
      const result = total(inputs);
      if (result.score === null) continue;
      const impacts = result.categories
        .flatMap((c) => c.signals)
        .reduce((sum, s) => sum + (s.impact ?? 0), 0);
      expect(Math.abs(50 + impacts - result.score)).toBeLessThan(0.2);
      expect(result.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
    }
  });
});

describe('diffScores', () => {
  const base = [
    fresh('audit_count', 1),
    fresh('audit_age_days', 10),
    fresh('incidents_3y', 0),
    fresh('incident_losses_usd_3y', 0),
  ];

  it('names each signal whose value or state changed, with the change of its impact', () => {
    const before = computeScore(base, NOW);
    const after = computeScore(
      base.map((s) => (s.key === 'audit_count' ? fresh('audit_count', 2) : s)),
      NOW,
    );
    // Sub-score 75 → 87.5 with 35 % of Code Security's 40 %: 12.5 × 0.14 = 1.75 points.
    expect(diffScores(before, after)).toEqual([{ key: 'audit_count', from: 1, to: 2, impactDelta: 1.75 }]);
  });

  it('names an age that moved the score as time passed', () => {
    const old = [...base.filter((s) => s.key !== 'audit_age_days'), fresh('audit_age_days', 700)];
    const before = computeScore(old, NOW);
    const after = computeScore(old, new Date(NOW.getTime() + 10 * DAY_MS));
    const change = diffScores(before, after).find((c) => c.key === 'audit_age_days')!;
    expect(change).toMatchObject({ from: 700, to: 700 });
    expect(change.impactDelta).toBeLessThan(0);
  });

  it('reports a methodology change', () => {
    const result = computeScore(base, NOW);
    expect(diffScores({ ...result, methodologyVersion: '2.0.0' }, result)[0]!.key).toBe('methodology');
  });

  it('lists the measured signals of a first computation', () => {
    const result = computeScore([...base, fresh('bug_bounty_usd', null)], NOW);
    expect(
      diffScores(null, result)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['audit_age_days', 'audit_count', 'incident_losses_usd_3y', 'incidents_3y']);
  });

  it('lists a signal of a project that is not rated, with no impact', () => {
    const result = computeScore([fresh('chain_count', 2)], NOW);
    expect(diffScores(null, result)).toEqual([{ key: 'chain_count', from: null, to: 2, impactDelta: null }]);
  });
});

describe('ages and rounding', () => {
  it('adds the days elapsed since the measurement to an age signal', () => {
    const measuredAt = new Date(NOW.getTime() - 20 * DAY_MS);
    const result = computeScore([{ key: 'audit_age_days', value: 710, measuredAt }], NOW);
    const signal = result.categories[0]!.signals.find((s) => s.key === 'audit_age_days')!;
    // 710 + 20 = 730 days: 50 + (1095 − 730) / (1095 − 365) × 50 = 75.
    expect(signal.subscore).toBe(75);
    expect(signal.value).toBe(710);
  });

  it('rounds halves up as printed', async () => {
    const { round } = await import('./compute-score');
    expect(round(4.015)).toBe(4.02);
    expect(round(1.005)).toBe(1.01);
    expect(round(-0.125)).toBe(-0.12);
    expect(round(72.3)).toBe(72.3);
    expect(round(1e-7)).toBe(0);
    expect(round(100 - 99.9999999)).toBe(0);
  });
});

describe('the worked example of docs/score-methodology.md', () => {
  const at = (time: string) => new Date(`${time.replace(' ', 'T')}:00Z`);
  // The example's signals as the methodology page, the API and the document publish them.
  const harbor = WORKED_EXAMPLE_INPUTS;

  it('scores Harbor Finance 62.03, tier BBB, coverage 0.87, with the published categories', () => {
    expect(WORKED_EXAMPLE_AS_OF).toBe(at('2026-11-01 12:00').toISOString());
    const result = computeScore(harbor, at('2026-11-01 12:00'));
    expect(result).toMatchObject({ score: 62.03, tier: 'BBB', coverage: 0.87, confidence: 'high' });
    expect(result.categories.map((c) => [c.key, c.score, c.coverage])).toEqual([
      ['code_security', 79.55, 0.85],
      ['operational_resilience', 34.53, 1],
      ['fundamental_health', 77.5, 0.7],
      ['governance_strength', 69.75, 1],
      ['market_stability', 53.45, 0.5],
      ['community_trust', 56.81, 0.4],
    ]);
    const signals = new Map(result.categories.flatMap((c) => c.signals).map((s) => [s.key, s]));
    expect(signals.get('audit_count')).toMatchObject({ subscore: 87.5, contribution: 30.63, impact: 5.25 });
    expect(signals.get('audit_age_days')).toMatchObject({ value: 412, subscore: 96.71, contribution: 24.18 });
    expect(signals.get('incidents_3y')).toMatchObject({ subscore: 30, impact: -3 });
    expect(signals.get('contract_addresses')).toMatchObject({ subscore: 50, contribution: 0, impact: 0 });
  });

  it('scores it 62.91 after a third audit on the same day, listing that one change', () => {
    const asOf = at('2026-11-01 12:00');
    const before = computeScore(harbor, asOf);
    const next = harbor.map((s) =>
      s.key === 'audit_count' ? { ...s, value: 3, measuredAt: at('2026-11-01 09:00') } : s,
    );
    const after = computeScore(next, asOf);
    expect(after).toMatchObject({ score: 62.91, tier: 'BBB', coverage: 0.87 });
    expect(after.categories[0]!.score).toBe(81.74);
    expect(diffScores(before, after)).toEqual([{ key: 'audit_count', from: 2, to: 3, impactDelta: 0.88 }]);
  });
});
