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
  signalByKey,
  type SignalKey,
} from './methodology';
import { DAY_MS } from '@/config/constants';

const NOW = new Date('2026-11-01T00:00:00Z');
const fresh = (key: SignalKey, value: number | null): SignalInput => ({
  key,
  value,
  measuredAt: new Date(NOW.getTime() - DAY_MS),
});
const normalise = (key: SignalKey, value: number) => signalByKey.get(key)!.normalise(value);

describe('methodology', () => {
  it('publishes version 2.0.0', () => {
    expect(METHODOLOGY_VERSION).toBe('2.0.0');
  });

  it('weights the six categories 30/20/15/15/15/5, adding up to 100', () => {
    expect(CATEGORIES.map((c) => [c.name, c.weight])).toEqual([
      ['Code Security', 30],
      ['Operational Resilience', 20],
      ['Fundamental Health', 15],
      ['Governance Strength', 15],
      ['Market Stability', 15],
      ['Community Trust', 5],
    ]);
  });

  it('weights and windows every signal as published', () => {
    expect(SIGNALS.map((s) => [s.key, s.weight, s.maxAgeDays])).toEqual([
      ['audit_count', 30, 90],
      ['audit_age_days', 15, 90],
      ['open_high_findings', 25, 90],
      ['bug_bounty_usd', 12, 180],
      ['audit_fix_review_pct', 10, 90],
      ['contract_addresses', 8, 365],
      ['incidents_3y', 40, 30],
      ['incident_losses_usd_3y', 30, 30],
      ['uptime_pct_90d', 30, 7],
      ['project_age_days', 35, 365],
      ['team_kyc_level', 30, 365],
      ['dev_commits_90d', 30, 30],
      ['chain_count', 5, 365],
      ['multisig_threshold', 40, 90],
      ['timelock_hours', 35, 90],
      ['privileged_functions', 25, 90],
      ['market_cap_usd', 25, 2],
      ['market_cap_rank', 50, 90],
      ['volatility_30d_pct', 15, 2],
      ['top10_holders_pct', 10, 30],
      ['vote_yes_pct', 60, 30],
      ['social_followers', 40, 30],
    ]);
  });

  it('sets the minimum coverage between one stale market rank and what only describes a project', () => {
    const coverageOf = (key: SignalKey, factor = 1) => {
      const signal = signalByKey.get(key)!;
      return (
        (CATEGORIES.find((c) => c.key === signal.category)!.weight / 100) * (signal.weight / 100) * factor
      );
    };
    expect(MIN_COVERAGE).toBe(0.035);
    // One market-cap rank, even stale, is enough evidence for a score ...
    expect(coverageOf('market_cap_rank', 0.5)).toBeGreaterThanOrEqual(MIN_COVERAGE);
    // ... and so are one stale incident count or one stale audit count.
    expect(coverageOf('incidents_3y', 0.5)).toBeGreaterThanOrEqual(MIN_COVERAGE);
    expect(coverageOf('audit_count', 0.5)).toBeGreaterThanOrEqual(MIN_COVERAGE);
    // Contract addresses and chains together, or the community's votes alone, are not.
    expect(coverageOf('contract_addresses') + coverageOf('chain_count')).toBeLessThan(MIN_COVERAGE);
    expect(coverageOf('vote_yes_pct')).toBeLessThan(MIN_COVERAGE);
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

  it.each([
    ['audit_count', 0, 0],
    ['audit_count', 1, 40],
    ['audit_count', 3, 100],
    ['audit_age_days', 100, 100],
    ['audit_age_days', 180, 100],
    ['audit_age_days', 637.5, 50],
    ['audit_age_days', 1095, 0],
    ['audit_age_days', 2000, 0],
    ['open_high_findings', 0, 100],
    ['open_high_findings', 2, 50],
    ['open_high_findings', 5, 0],
    ['bug_bounty_usd', 0, 0],
    ['bug_bounty_usd', 1_000, 0],
    ['bug_bounty_usd', 31_622.776601683792, 50],
    ['bug_bounty_usd', 1_000_000, 100],
    ['bug_bounty_usd', 5_000_000, 100],
    ['audit_fix_review_pct', 0, 0],
    ['audit_fix_review_pct', 50, 50],
    ['audit_fix_review_pct', 100, 100],
    ['contract_addresses', 0, 0],
    ['contract_addresses', 1, 100],
    ['contract_addresses', 8, 100],
    ['incidents_3y', 0, 100],
    ['incidents_3y', 2, 40],
    ['incidents_3y', 4, 0],
    ['incident_losses_usd_3y', 0, 100],
    ['incident_losses_usd_3y', 999, 100],
    ['incident_losses_usd_3y', 1_000, 100],
    ['incident_losses_usd_3y', 316_227.7660168379, 50],
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
    ['chain_count', 0, 0],
    ['chain_count', 1, 25],
    ['chain_count', 3, 75],
    ['chain_count', 6, 100],
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
    fresh('audit_count', 3),
    fresh('audit_age_days', 30),
    fresh('open_high_findings', 0),
    fresh('bug_bounty_usd', 2_000_000),
    fresh('audit_fix_review_pct', 100),
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

  it('scores a project with every signal at its best 100, AAA, full coverage, high confidence', () => {
    const result = computeScore(allPerfect, NOW);
    expect(result).toMatchObject({ score: 100, tier: 'AAA', coverage: 1, confidence: 'high' });
    expect(result.methodologyVersion).toBe('2.0.0');
    expect(result.categories.map((c) => c.score)).toEqual([100, 100, 100, 100, 100, 100]);
  });

  it('has no score, no tier and zero coverage without signals', () => {
    expect(computeScore([], NOW)).toMatchObject({ score: null, tier: null, coverage: 0, confidence: 'low' });
  });

  it('leaves a missing signal out of the average instead of counting it as zero', () => {
    const withMissing = allPerfect.map((s) =>
      s.key === 'bug_bounty_usd' ? fresh('bug_bounty_usd', null) : s,
    );
    const result = computeScore(withMissing, NOW);
    expect(result.score).toBe(100);
    // Code Security loses 12 of its 100 weight; it is 30 % of the total: coverage 1 − 0.3 × 0.12.
    expect(result.coverage).toBe(0.964);
    const code = result.categories.find((c) => c.key === 'code_security')!;
    expect(code.coverage).toBe(0.88);
    expect(code.signals.find((s) => s.key === 'bug_bounty_usd')).toMatchObject({
      state: 'not_available',
      subscore: null,
      contribution: null,
      impact: null,
    });
  });

  it('weighs each category by the weight of its signals that have evidence', () => {
    const onlyTwo = [fresh('audit_count', 1), fresh('market_cap_usd', 1_000_000)];
    const result = computeScore(onlyTwo, NOW);
    // Code Security 40 with 30 × 0.30 = 9 points of evidence, Market Stability 0 with 15 × 0.25 = 3.75:
    // (40 × 9 + 0 × 3.75) / 12.75 = 28.235… A weak signal alone does not carry its whole category's weight.
    expect(result.score).toBe(28.24);
    expect(result.tier).toBe('CCC');
    // 0.30 of Code Security (30 %) + 0.25 of Market Stability (15 %) = 0.09 + 0.0375.
    expect(result.coverage).toBe(0.1275);
    expect(result.confidence).toBe('low');
    expect(result.categories.filter((c) => c.score === null).map((c) => c.key)).toEqual([
      'operational_resilience',
      'fundamental_health',
      'governance_strength',
      'community_trust',
    ]);
  });

  it('gives no score below the minimum coverage: not enough data, though the categories keep theirs', () => {
    // Three published contracts on four chains: 0.3 × 0.08 + 0.15 × 0.05 = 0.0315, below 0.035.
    const describedOnly = [fresh('contract_addresses', 3), fresh('chain_count', 4)];
    const result = computeScore(describedOnly, NOW);
    expect(result).toMatchObject({ score: null, tier: null, coverage: 0.0315, confidence: 'low' });
    const code = result.categories.find((c) => c.key === 'code_security')!;
    expect(code.score).toBe(100);
    expect(code.signals.find((s) => s.key === 'contract_addresses')).toMatchObject({
      subscore: 100,
      contribution: 100,
      impact: null,
    });
    // Enough community votes alone are not enough either (0.05 × 0.6 = 0.03).
    expect(computeScore([fresh('vote_yes_pct', 100)], NOW)).toMatchObject({ score: null, coverage: 0.03 });
  });

  it('scores a project known only by its market rank, even once that rank is stale', () => {
    const stale = {
      key: 'market_cap_rank' as const,
      value: 10,
      measuredAt: new Date(NOW.getTime() - 91 * DAY_MS),
    };
    const result = computeScore([stale], NOW);
    // 0.15 × 0.5 × 0.5 = 0.0375, at least 0.035: scored, with low confidence.
    expect(result).toMatchObject({ score: 72.97, tier: 'A', coverage: 0.0375, confidence: 'low' });
    const withChains = computeScore([stale, fresh('chain_count', 1), fresh('contract_addresses', 1)], NOW);
    // (72.97 × 7.5 + 25 × 0.75 + 100 × 2.4) / 10.65 = 75.68…: the rank carries most of the weight.
    expect(withChains).toMatchObject({ score: 75.68, coverage: 0.069 });
  });

  it('counts a stale signal in the score but only half of its weight in coverage', () => {
    const stale = allPerfect.map((s) =>
      s.key === 'market_cap_usd' ? { ...s, measuredAt: new Date(NOW.getTime() - 10 * DAY_MS) } : s,
    );
    const result = computeScore(stale, NOW);
    expect(result.score).toBe(100);
    // Market cap: weight 25 in Market Stability (15 %): 0.15 × 0.25 × 0.5 = 0.01875 less coverage.
    expect(result.coverage).toBe(0.9813);
    const market = result.categories.find((c) => c.key === 'market_stability')!;
    expect(market.signals.find((s) => s.key === 'market_cap_usd')!.state).toBe('stale');
  });

  it('keeps, for each category, the signals that moved it and by how much, largest first', () => {
    const inputs = [
      fresh('audit_count', 1),
      fresh('open_high_findings', 2),
      fresh('bug_bounty_usd', 1_000_000),
    ];
    const result = computeScore(inputs, NOW);
    const code = result.categories.find((c) => c.key === 'code_security')!;
    // Available weight 30 + 25 + 12 = 67: 40 × 30/67 = 17.91, 50 × 25/67 = 18.66, 100 × 12/67 = 17.91.
    expect(code.score).toBe(54.48);
    expect(code.signals.slice(0, 3).map((s) => [s.key, s.contribution])).toEqual([
      ['open_high_findings', 18.66],
      ['audit_count', 17.91],
      ['bug_bounty_usd', 17.91],
    ]);
    // Only Code Security is scored, so each signal's impact on the total equals its contribution.
    expect(code.signals[0]!.impact).toBe(18.66);
    expect(result.score).toBe(54.48);
  });

  it('rounds sub-scores and category scores to 2 decimals before they are combined', () => {
    const result = computeScore(
      [fresh('social_followers', 12_345), fresh('vote_yes_pct', 66.666), fresh('market_cap_rank', 1)],
      NOW,
    );
    const trust = result.categories.find((c) => c.key === 'community_trust')!;
    const followers = trust.signals.find((s) => s.key === 'social_followers')!;
    expect(followers.subscore).toBe(52.29);
    expect(trust.signals.find((s) => s.key === 'vote_yes_pct')!.subscore).toBe(66.67);
    // (66.67 × 60 + 52.29 × 40) / 100 = 60.918 → 60.92
    expect(trust.score).toBe(60.92);
    // (60.92 × 5 + 100 × 7.5) / 12.5 = 84.368 → 84.37
    expect(result.score).toBe(84.37);
  });

  it('is deterministic and does not depend on the order of its inputs', () => {
    const reversed = [...allPerfect].reverse().map((s, i) => ({ ...s, value: (s.value ?? 0) / (i + 1) }));
    const again = [...reversed].reverse();
    expect(computeScore(reversed, NOW)).toEqual(computeScore(again, NOW));
  });
});

describe('diffScores', () => {
  it('names each signal whose value or state changed, with the change of its impact', () => {
    const before = computeScore([fresh('audit_count', 1), fresh('market_cap_usd', 1e9)], NOW);
    const after = computeScore([fresh('audit_count', 2), fresh('market_cap_usd', 1e9)], NOW);
    const changes = diffScores(before, after);
    // Sub-score 40 → 80, the only Code Security signal; Code Security holds 9 of the 12.75 points of evidence:
    // its impact goes from 40 × 9 / 12.75 = 28.24 to 80 × 9 / 12.75 = 56.47.
    expect(changes).toEqual([{ key: 'audit_count', from: 1, to: 2, impactDelta: 28.23 }]);
  });

  it('reports a methodology change', () => {
    const result = computeScore([fresh('audit_count', 1)], NOW);
    expect(diffScores({ ...result, methodologyVersion: '0.9.0' }, result)[0]!.key).toBe('methodology');
  });

  it('lists the measured signals of a first computation', () => {
    const result = computeScore([fresh('audit_count', 1), fresh('bug_bounty_usd', null)], NOW);
    expect(diffScores(null, result)).toEqual([{ key: 'audit_count', from: null, to: 1, impactDelta: 40 }]);
  });

  it('lists a signal of a project without enough data, with no impact', () => {
    const result = computeScore([fresh('chain_count', 2)], NOW);
    expect(diffScores(null, result)).toEqual([{ key: 'chain_count', from: null, to: 2, impactDelta: null }]);
  });
});

describe('ages and rounding', () => {
  it('adds the days elapsed since the measurement to an age signal', () => {
    const measuredAt = new Date(NOW.getTime() - 20 * DAY_MS);
    const result = computeScore([{ key: 'audit_age_days', value: 170, measuredAt }], NOW);
    const signal = result.categories[0]!.signals.find((s) => s.key === 'audit_age_days')!;
    // 170 + 20 = 190 days: (1095 − 190) / (1095 − 180) × 100 = 98.907… → 98.91
    expect(signal.subscore).toBe(98.91);
    expect(signal.value).toBe(170);
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

describe('the worked example of docs/score-methodology.md (section 14)', () => {
  const at = (time: string) => new Date(`${time.replace(' ', 'T')}:00Z`);
  const harbor: SignalInput[] = (
    [
      ['audit_count', 2, '2026-10-31 12:00'],
      ['audit_age_days', 412, '2026-10-31 12:00'],
      ['open_high_findings', 1, '2026-10-31 12:00'],
      ['bug_bounty_usd', 250_000, '2026-04-15 12:00'],
      ['audit_fix_review_pct', null, null],
      ['contract_addresses', 3, '2026-09-01 12:00'],
      ['incidents_3y', 1, '2026-10-29 12:00'],
      ['incident_losses_usd_3y', 2_400_000, '2026-10-29 12:00'],
      ['uptime_pct_90d', 99.62, '2026-10-31 12:00'],
      ['project_age_days', 1340, '2026-09-22 12:00'],
      ['team_kyc_level', 2, '2026-07-04 12:00'],
      ['dev_commits_90d', null, null],
      ['chain_count', 2, '2026-09-01 12:00'],
      ['multisig_threshold', 3, '2026-10-22 12:00'],
      ['timelock_hours', 24, '2026-10-22 12:00'],
      ['privileged_functions', 7, '2026-10-22 12:00'],
      ['market_cap_usd', 840_000_000, '2026-10-31 12:00'],
      ['market_cap_rank', null, null],
      ['volatility_30d_pct', 23.5, '2026-10-31 12:00'],
      ['top10_holders_pct', 41.2, '2026-10-27 12:00'],
      ['vote_yes_pct', null, null],
      ['social_followers', 48_000, '2026-10-26 12:00'],
    ] as const
  ).map(([key, value, measuredAt]) => ({ key, value, measuredAt: measuredAt ? at(measuredAt) : null }));

  it('scores Harbor Finance 72.70, tier A, coverage 0.802, with the published categories and impacts', () => {
    const result = computeScore(harbor, at('2026-11-01 12:00'));
    expect(result).toMatchObject({ score: 72.7, tier: 'A', coverage: 0.802, confidence: 'high' });
    expect(result.categories.map((c) => [c.key, c.score, c.coverage])).toEqual([
      ['code_security', 79.47, 0.84],
      ['operational_resilience', 65.44, 1],
      ['fundamental_health', 85.71, 0.7],
      ['governance_strength', 69.75, 1],
      ['market_stability', 56.91, 0.5],
      ['community_trust', 67.03, 0.4],
    ]);
    const signals = new Map(result.categories.flatMap((c) => c.signals).map((s) => [s.key, s]));
    expect(signals.get('audit_count')).toMatchObject({ subscore: 80, contribution: 26.67, impact: 8.78 });
    expect(signals.get('audit_age_days')).toMatchObject({
      subscore: 74.54,
      contribution: 12.42,
      impact: 4.09,
    });
    expect(signals.get('contract_addresses')).toMatchObject({
      subscore: 100,
      contribution: 8.89,
      impact: 2.93,
    });
    expect(signals.get('chain_count')).toMatchObject({ subscore: 50, contribution: 3.57, impact: 0.46 });
    expect(signals.get('market_cap_usd')).toMatchObject({ contribution: 29.25, impact: 2.68 });
    expect(signals.get('social_followers')).toMatchObject({ contribution: 67.03, impact: 1.63 });
    const impacts = [...signals.values()].reduce((sum, s) => sum + (s.impact ?? 0), 0);
    expect(Math.round(impacts * 100) / 100).toBe(72.71);
  });

  it('scores it 74.89 the next day, after a third audit, listing that one change', () => {
    const before = computeScore(harbor, at('2026-11-01 12:00'));
    const next = harbor.map((s) =>
      s.key === 'audit_count' ? { ...s, value: 3, measuredAt: at('2026-11-02 09:00') } : s,
    );
    const after = computeScore(next, at('2026-11-02 12:00'));
    expect(after).toMatchObject({ score: 74.89, tier: 'A', coverage: 0.802 });
    expect(after.categories[0]!.score).toBe(86.12);
    expect(diffScores(before, after)).toEqual([{ key: 'audit_count', from: 2, to: 3, impactDelta: 2.19 }]);
  });
});
