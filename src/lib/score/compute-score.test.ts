import { describe, expect, it } from 'vitest';
import {
  computeScore,
  confidenceFor,
  diffScores,
  signalState,
  tierFor,
  type SignalInput,
} from './compute-score';
import { CATEGORIES, METHODOLOGY_VERSION, SIGNALS, signalByKey, type SignalKey } from './methodology';

const NOW = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;
const fresh = (key: SignalKey, value: number | null): SignalInput => ({
  key,
  value,
  measuredAt: new Date(NOW.getTime() - DAY),
});
const normalise = (key: SignalKey, value: number) => signalByKey.get(key)!.normalise(value);

describe('methodology', () => {
  it('publishes version 1.1.0', () => {
    expect(METHODOLOGY_VERSION).toBe('1.1.0');
  });

  it('weights the six categories 30/20/15/15/10/10, adding up to 100', () => {
    expect(CATEGORIES.map((c) => [c.name, c.weight])).toEqual([
      ['Code Security', 30],
      ['Operational Resilience', 20],
      ['Fundamental Health', 15],
      ['Governance Strength', 15],
      ['Market Stability', 10],
      ['Community Trust', 10],
    ]);
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
    expect(signalState({ value: 5, measuredAt: new Date(NOW.getTime() - 30 * DAY) }, 30, NOW)).toBe(
      'measured',
    );
    expect(signalState({ value: 5, measuredAt: new Date(NOW.getTime() - 30 * DAY - 1) }, 30, NOW)).toBe(
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
    fresh('incidents_3y', 0),
    fresh('incident_losses_usd_3y', 0),
    fresh('uptime_pct_90d', 100),
    fresh('project_age_days', 2000),
    fresh('team_kyc_level', 3),
    fresh('dev_commits_90d', 500),
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
    expect(result.methodologyVersion).toBe('1.1.0');
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
    // Code Security loses 13.5 of its 100 weight; it is 30 % of the total: coverage 1 − 0.3 × 0.135.
    expect(result.coverage).toBe(0.9595);
    const code = result.categories.find((c) => c.key === 'code_security')!;
    expect(code.coverage).toBe(0.865);
    expect(code.signals.find((s) => s.key === 'bug_bounty_usd')).toMatchObject({
      state: 'not_available',
      subscore: null,
      contribution: null,
      impact: null,
    });
  });

  it('renormalises the category weights over the categories that have a score', () => {
    const onlyTwo = [fresh('audit_count', 1), fresh('market_cap_usd', 1_000_000)];
    const result = computeScore(onlyTwo, NOW);
    // Code Security 40 (weight 30) and Market Stability 0 (weight 10): (40 × 30 + 0 × 10) / 40 = 30.
    expect(result.score).toBe(30);
    expect(result.tier).toBe('CCC');
    // 0.315 of Code Security (30 %) + 0.4 of Market Stability (10 %) = 0.0945 + 0.04.
    expect(result.coverage).toBe(0.1345);
    expect(result.confidence).toBe('low');
    expect(result.categories.filter((c) => c.score === null).map((c) => c.key)).toEqual([
      'operational_resilience',
      'fundamental_health',
      'governance_strength',
      'community_trust',
    ]);
  });

  it('counts a stale signal in the score but only half of its weight in coverage', () => {
    const stale = allPerfect.map((s) =>
      s.key === 'market_cap_usd' ? { ...s, measuredAt: new Date(NOW.getTime() - 10 * DAY) } : s,
    );
    const result = computeScore(stale, NOW);
    expect(result.score).toBe(100);
    // Market cap: weight 40 in Market Stability (10 %): 0.1 × 0.4 × 0.5 = 0.02 less coverage.
    expect(result.coverage).toBe(0.98);
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
    // Available weight 31.5 + 27 + 13.5 = 72: 40 × 31.5/72 = 17.5, 50 × 27/72 = 18.75, 100 × 13.5/72 = 18.75.
    expect(code.score).toBe(55);
    expect(code.signals.slice(0, 3).map((s) => [s.key, s.contribution])).toEqual([
      ['bug_bounty_usd', 18.75],
      ['open_high_findings', 18.75],
      ['audit_count', 17.5],
    ]);
    // Only Code Security is scored, so each signal's impact on the total equals its contribution.
    expect(code.signals[0]!.impact).toBe(18.75);
    expect(result.score).toBe(55);
  });

  it('rounds sub-scores and category scores to 2 decimals before they are combined', () => {
    const result = computeScore([fresh('social_followers', 12_345), fresh('vote_yes_pct', 66.666)], NOW);
    const trust = result.categories.find((c) => c.key === 'community_trust')!;
    const followers = trust.signals.find((s) => s.key === 'social_followers')!;
    expect(followers.subscore).toBe(52.29);
    expect(trust.signals.find((s) => s.key === 'vote_yes_pct')!.subscore).toBe(66.67);
    // (66.67 × 60 + 52.29 × 40) / 100 = 60.918 → 60.92
    expect(trust.score).toBe(60.92);
    expect(result.score).toBe(60.92);
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
    // Sub-score 40 → 80, the only Code Security signal; Code Security is 30 of the 40 scored weight: 40 × 0.75.
    expect(changes).toEqual([{ key: 'audit_count', from: 1, to: 2, impactDelta: 30 }]);
  });

  it('reports a methodology change', () => {
    const result = computeScore([fresh('audit_count', 1)], NOW);
    expect(diffScores({ ...result, methodologyVersion: '0.9.0' }, result)[0]!.key).toBe('methodology');
  });

  it('lists the measured signals of a first computation', () => {
    const result = computeScore([fresh('audit_count', 1), fresh('bug_bounty_usd', null)], NOW);
    expect(diffScores(null, result)).toEqual([{ key: 'audit_count', from: null, to: 1, impactDelta: 40 }]);
  });
});

describe('ages and rounding', () => {
  it('adds the days elapsed since the measurement to an age signal', () => {
    const measuredAt = new Date(NOW.getTime() - 20 * DAY);
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
