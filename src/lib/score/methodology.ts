// The published Security Score methodology: categories, signals, normalisation formulas, weights and bands.
// docs/score-methodology.md documents every number here; compute-score.test.ts pins them.

/** Every stored score names the methodology version that computed it. Bump on any change below. */
export const METHODOLOGY_VERSION = '3.0.0';

export const CATEGORY_KEYS = [
  'code_security',
  'operational_resilience',
  'fundamental_health',
  'governance_strength',
  'market_stability',
  'community_trust',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface CategoryDefinition {
  readonly key: CategoryKey;
  readonly name: string;
  /** Share of the total score, in percent; the six add up to 100. */
  readonly weight: number;
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  { key: 'code_security', name: 'Code Security', weight: 40 },
  { key: 'operational_resilience', name: 'Operational Resilience', weight: 30 },
  { key: 'fundamental_health', name: 'Fundamental Health', weight: 5 },
  { key: 'governance_strength', name: 'Governance Strength', weight: 15 },
  { key: 'market_stability', name: 'Market Stability', weight: 5 },
  { key: 'community_trust', name: 'Community Trust', weight: 5 },
];

export const SIGNAL_KEYS = [
  'audit_count',
  'audit_age_days',
  'open_high_findings',
  'bug_bounty_usd',
  'audit_fix_reviews',
  'contract_addresses',
  'incidents_3y',
  'incident_losses_usd_3y',
  'uptime_pct_90d',
  'project_age_days',
  'team_kyc_level',
  'dev_commits_90d',
  'chain_count',
  'multisig_threshold',
  'timelock_hours',
  'privileged_functions',
  'market_cap_usd',
  'market_cap_rank',
  'volatility_30d_pct',
  'top10_holders_pct',
  'vote_yes_pct',
  'social_followers',
] as const;
export type SignalKey = (typeof SIGNAL_KEYS)[number];

/**
 * What a signal says about a project's security, which decides where its sub-score may fall:
 * - `positive`: evidence of care (an audit, a fix review, a bounty). Its sub-score is 50 or more: having it never
 *   lowers a score.
 * - `negative`: evidence of harm or risk (an incident, a loss, an open finding). Its sub-score is 50 or less:
 *   having it never raises a score. None on record is 50: a list that names no incident proves no safety.
 * - `fact`: a measured property that can point either way (a multisig, a timelock, market figures, votes).
 * - `descriptive`: a fact that says nothing about security (chains, published token addresses). Shown with its
 *   evidence, weighted 0: it never moves a score and never counts towards coverage.
 */
export type SignalNature = 'positive' | 'negative' | 'fact' | 'descriptive';

export interface SignalDefinition {
  readonly key: SignalKey;
  readonly category: CategoryKey;
  readonly name: string;
  readonly unit: string;
  readonly nature: SignalNature;
  /** Weight inside its category; the weights of one category add up to 100. */
  readonly weight: number;
  /** A measurement older than this many days is stale. */
  readonly maxAgeDays: number;
  /** The formula in words, as published. */
  readonly formula: string;
  /** Raw value to a 0–100 sub-score (higher is safer). */
  readonly normalise: (value: number) => number;
  /**
   * An age in days: it keeps growing after the measurement, so the engine adds the whole days elapsed
   * between the measurement and the computation before normalising.
   */
  readonly isAgeInDays?: boolean;
}

export const clamp = (value: number, min = 0, max = 100): number => Math.min(max, Math.max(min, value));

/** Linear map of value from [from, to] onto [0, 100], clamped; `from` may exceed `to` for falling scales. */
export const linear = (value: number, from: number, to: number): number =>
  clamp(((value - from) / (to - from)) * 100);

/** Linear in log10 between two positive bounds, clamped to [0, 100]. */
export const logScale = (value: number, from: number, to: number): number =>
  value <= 0 ? 0 : linear(Math.log10(value), Math.log10(from), Math.log10(to));

/** Each one closes half the distance that remains from 50 to 100: 0 → 50, 1 → 75, 2 → 87.5, 3 → 93.75. */
export const halvingTo100 = (count: number): number => (count <= 0 ? 50 : 100 - 50 * 0.5 ** count);

/** The sub-score every signal that is unknown counts at, and where no evidence either way leaves a signal. */
export const NEUTRAL_SUBSCORE = 50;

/** Team KYC levels as stored: 0 none, 1 bronze, 2 silver, 3 gold. */
export const KYC_LEVELS = ['none', 'bronze', 'silver', 'gold'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

export const SIGNALS: readonly SignalDefinition[] = [
  // Code Security
  {
    key: 'audit_count',
    category: 'code_security',
    name: 'Completed audits',
    unit: 'audits',
    nature: 'positive',
    weight: 35,
    maxAgeDays: 365,
    formula: '100 − 50 × 0.5^audits: 1 audit 75, 2 audits 87.5, 3 audits 93.75',
    normalise: halvingTo100,
  },
  {
    key: 'audit_age_days',
    category: 'code_security',
    name: 'Age of the latest audit',
    unit: 'days',
    nature: 'positive',
    weight: 25,
    maxAgeDays: 365,
    formula: '100 up to 365 days, falling linearly to 50 at 1,095 days, 50 beyond',
    normalise: (days) => 50 + linear(days, 1095, 365) / 2,
    isAgeInDays: true,
  },
  {
    key: 'audit_fix_reviews',
    category: 'code_security',
    name: 'Audits whose fixes were reviewed',
    unit: 'audits',
    nature: 'positive',
    weight: 15,
    maxAgeDays: 365,
    formula: '100 − 50 × 0.5^reviews (not available when no audit report says)',
    normalise: halvingTo100,
  },
  {
    key: 'bug_bounty_usd',
    category: 'code_security',
    name: 'Largest bug-bounty reward',
    unit: 'USD',
    nature: 'positive',
    weight: 15,
    maxAgeDays: 365,
    formula: '50 up to 1,000 USD, log-linear to 100 at 1,000,000 USD',
    normalise: (usd) => 50 + logScale(usd, 1_000, 1_000_000) / 2,
  },
  {
    key: 'open_high_findings',
    category: 'code_security',
    name: 'Open critical and major findings',
    unit: 'findings',
    nature: 'negative',
    weight: 10,
    maxAgeDays: 365,
    formula: 'max(0, 50 − 12.5 × open findings): 50 when none is open',
    normalise: (n) => clamp(50 - 12.5 * n),
  },
  {
    key: 'contract_addresses',
    category: 'code_security',
    name: 'Published contract addresses',
    unit: 'addresses',
    nature: 'descriptive',
    weight: 0,
    maxAgeDays: 365,
    formula: 'shown with its links, not scored: an address is a fact, not evidence of safety',
    normalise: () => NEUTRAL_SUBSCORE,
  },
  // Operational Resilience
  {
    key: 'incidents_3y',
    category: 'operational_resilience',
    name: 'Security incidents in the last 3 years',
    unit: 'incidents',
    nature: 'negative',
    weight: 50,
    maxAgeDays: 180,
    formula: 'max(0, 50 − 20 × incidents): 50 when the incident lists name none',
    normalise: (n) => clamp(50 - 20 * n),
  },
  {
    key: 'incident_losses_usd_3y',
    category: 'operational_resilience',
    name: 'Losses to incidents in the last 3 years',
    unit: 'USD',
    nature: 'negative',
    weight: 35,
    maxAgeDays: 180,
    formula: '50 below 1,000 USD, falling log-linearly to 0 at 100,000,000 USD',
    normalise: (usd) => (usd < 1_000 ? 50 : 50 - logScale(usd, 1_000, 100_000_000) / 2),
  },
  {
    key: 'uptime_pct_90d',
    category: 'operational_resilience',
    name: 'Monitored uptime over 90 days',
    unit: '%',
    nature: 'fact',
    weight: 15,
    maxAgeDays: 7,
    formula: 'linear from 95 % (0) to 100 % (100)',
    normalise: (pct) => linear(pct, 95, 100),
  },
  // Fundamental Health
  {
    key: 'project_age_days',
    category: 'fundamental_health',
    name: 'Time since launch',
    unit: 'days',
    nature: 'fact',
    weight: 40,
    maxAgeDays: 365,
    formula: 'linear from 0 days (0) to 1,095 days (100)',
    normalise: (days) => linear(days, 0, 1095),
    isAgeInDays: true,
  },
  {
    key: 'team_kyc_level',
    category: 'fundamental_health',
    name: 'Team KYC',
    unit: 'level (0 none, 1 bronze, 2 silver, 3 gold)',
    nature: 'fact',
    weight: 30,
    maxAgeDays: 365,
    formula: 'none 0, bronze 50, silver 75, gold 100',
    normalise: (level) => [0, 50, 75, 100][clamp(Math.round(level), 0, 3)] ?? 0,
  },
  {
    key: 'dev_commits_90d',
    category: 'fundamental_health',
    name: 'Code commits in the last 90 days',
    unit: 'commits',
    nature: 'fact',
    weight: 30,
    maxAgeDays: 30,
    formula: '0 for none, log-linear from 1 commit (0) to 300 commits (100)',
    normalise: (n) => logScale(n, 1, 300),
  },
  {
    key: 'chain_count',
    category: 'fundamental_health',
    name: 'Chains it runs on',
    unit: 'chains',
    nature: 'descriptive',
    weight: 0,
    maxAgeDays: 365,
    formula: 'shown, not scored: running on more chains is not evidence of safety',
    normalise: () => NEUTRAL_SUBSCORE,
  },
  // Governance Strength
  {
    key: 'multisig_threshold',
    category: 'governance_strength',
    name: 'Signatures needed for admin actions',
    unit: 'signers',
    nature: 'fact',
    weight: 40,
    maxAgeDays: 90,
    formula: 'min(100, 30 × signers); 0 for a single key',
    normalise: (m) => (m <= 1 ? 0 : clamp(30 * m)),
  },
  {
    key: 'timelock_hours',
    category: 'governance_strength',
    name: 'Timelock on admin actions',
    unit: 'hours',
    nature: 'fact',
    weight: 35,
    maxAgeDays: 90,
    formula: 'linear from 0 hours (0) to 48 hours (100)',
    normalise: (hours) => linear(hours, 0, 48),
  },
  {
    key: 'privileged_functions',
    category: 'governance_strength',
    name: 'Privileged contract functions',
    unit: 'functions',
    nature: 'fact',
    weight: 25,
    maxAgeDays: 90,
    formula: 'max(0, 100 − 5 × functions)',
    normalise: (n) => clamp(100 - 5 * n),
  },
  // Market Stability
  {
    key: 'market_cap_usd',
    category: 'market_stability',
    name: 'Market capitalisation',
    unit: 'USD',
    nature: 'fact',
    weight: 25,
    maxAgeDays: 2,
    formula: 'log-linear from 1,000,000 USD (0) to 100,000,000,000 USD (100)',
    normalise: (usd) => logScale(usd, 1_000_000, 100_000_000_000),
  },
  {
    key: 'market_cap_rank',
    category: 'market_stability',
    name: 'Market-capitalisation rank',
    unit: 'rank',
    nature: 'fact',
    weight: 50,
    maxAgeDays: 90,
    formula: '100 at rank 1, falling log-linearly to 0 at rank 5,000 and beyond',
    normalise: (rank) => (rank < 1 ? 0 : 100 - logScale(rank, 1, 5_000)),
  },
  {
    key: 'volatility_30d_pct',
    category: 'market_stability',
    name: '30-day price volatility',
    unit: '%',
    nature: 'fact',
    weight: 15,
    maxAgeDays: 2,
    formula: 'max(0, 100 − 2 × volatility)',
    normalise: (pct) => clamp(100 - 2 * pct),
  },
  {
    key: 'top10_holders_pct',
    category: 'market_stability',
    name: 'Supply held by the 10 largest holders',
    unit: '%',
    nature: 'fact',
    weight: 10,
    maxAgeDays: 30,
    formula: '100 − share',
    normalise: (pct) => clamp(100 - pct),
  },
  // Community Trust
  {
    key: 'vote_yes_pct',
    category: 'community_trust',
    name: "Community votes saying 'safe'",
    unit: '%',
    nature: 'fact',
    weight: 60,
    maxAgeDays: 30,
    formula: 'the share itself (left not available below 10 votes)',
    normalise: (pct) => clamp(pct),
  },
  {
    key: 'social_followers',
    category: 'community_trust',
    name: 'Social followers',
    unit: 'followers',
    nature: 'fact',
    weight: 40,
    maxAgeDays: 30,
    formula: 'log-linear from 100 followers (0) to 1,000,000 followers (100)',
    normalise: (n) => logScale(n, 100, 1_000_000),
  },
];

/**
 * The records that make a project rated: security evidence about this project in particular. A completed audit,
 * a bug bounty, an incident on record (a count above zero), or a governance fact read from its contracts. Market
 * figures, chains, addresses and votes describe a project; they never rate it.
 */
export const SECURITY_EVIDENCE: readonly { readonly key: SignalKey; readonly minValue: number }[] = [
  { key: 'audit_count', minValue: 1 },
  { key: 'bug_bounty_usd', minValue: 1 },
  { key: 'incidents_3y', minValue: 1 },
  { key: 'multisig_threshold', minValue: 0 },
  { key: 'timelock_hours', minValue: 0 },
  { key: 'privileged_functions', minValue: 0 },
];

/** Fewer community votes than this leave vote_yes_pct not available. */
export const MIN_VOTES_FOR_SIGNAL = 10;

export const TIERS = ['AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC'] as const;
export type Tier = (typeof TIERS)[number];

/** Letter bands: the first whose lower bound the score reaches. */
export const TIER_BANDS: readonly { readonly tier: Tier; readonly min: number }[] = [
  { tier: 'AAA', min: 90 },
  { tier: 'AA', min: 80 },
  { tier: 'A', min: 70 },
  { tier: 'BBB', min: 60 },
  { tier: 'BB', min: 50 },
  { tier: 'B', min: 40 },
  { tier: 'CCC', min: 0 },
];

export type Confidence = 'high' | 'medium' | 'low';

/** Coverage bounds for the confidence shown beside the score. */
export const CONFIDENCE_BANDS: readonly { readonly confidence: Confidence; readonly min: number }[] = [
  { confidence: 'high', min: 0.8 },
  { confidence: 'medium', min: 0.5 },
  { confidence: 'low', min: 0 },
];

/** A stale signal still counts in the score but only this share of its weight counts as covered. */
export const STALE_COVERAGE_FACTOR = 0.5;

/**
 * Below this coverage a project is not rated: no score, tier, rank or percentile. A rating rests on the audit
 * record (count and age of the latest: 0.24 when fresh) beside the incident record (count and losses: 0.255),
 * 0.495 together. The floor lets neither record stand alone with what merely describes a project (an incident
 * record and a stale market rank: 0.265; an audit record and a stale market rank: 0.25), and it stays below 0.375,
 * an audit record whose list has gone stale beside a fresh incident record. docs/score-methodology.md (section 6)
 * gives the distribution it was checked against.
 */
export const MIN_COVERAGE = 0.35;

/** Why a project is not rated. */
export const NOT_RATED_REASONS = ['no_security_record', 'coverage_below_floor'] as const;
export type NotRatedReason = (typeof NOT_RATED_REASONS)[number];

export const categoryByKey = new Map(CATEGORIES.map((category) => [category.key, category]));
export const signalByKey = new Map(SIGNALS.map((signal) => [signal.key, signal]));
