// The one published account of the methodology: built from the engine's own definitions, so the methodology page,
// GET /api/v1/methodology and docs/score-methodology.md (its generated section, pinned by a test) say what the
// engine does, and the worked example is the engine's own result.
import { computeScore, type ScoreResult, type SignalInput } from './compute-score';
import {
  CATEGORIES,
  CONFIDENCE_BANDS,
  METHODOLOGY_VERSION,
  MIN_COVERAGE,
  NEUTRAL_SUBSCORE,
  SECURITY_EVIDENCE,
  SIGNALS,
  STALE_COVERAGE_FACTOR,
  TIER_BANDS,
  signalByKey,
  type CategoryKey,
  type Confidence,
  type SignalDefinition,
  type SignalKey,
  type Tier,
} from './methodology';

export interface MethodologyText {
  readonly version: string;
  readonly minCoverage: number;
  readonly neutralSubscore: number;
  readonly staleCoverageFactor: number;
  /** The signals that make a project rated, each with the least value that counts. */
  readonly securityEvidence: readonly { readonly key: SignalKey; readonly minValue: number }[];
  /** The rules that turn sub-scores into the score, in words. */
  readonly rules: readonly string[];
  readonly categories: readonly {
    readonly key: CategoryKey;
    readonly name: string;
    readonly weight: number;
    readonly signals: readonly Pick<
      SignalDefinition,
      'key' | 'name' | 'unit' | 'nature' | 'weight' | 'maxAgeDays' | 'formula'
    >[];
  }[];
  readonly tiers: readonly { readonly tier: Tier; readonly min: number }[];
  readonly confidence: readonly { readonly confidence: Confidence; readonly min: number }[];
}

const percent = (share: number) => `${Math.round(share * 10_000) / 100} %`;

/** The aggregation rules, with the engine's constants in them. */
export const METHODOLOGY_RULES: readonly string[] = [
  `Each signal's raw value becomes a sub-score from 0 to 100 by its published formula (higher is safer).`,
  `Evidence for a project lifts a signal above ${NEUTRAL_SUBSCORE} (an audit, a fix review, a bug bounty); evidence against it pushes a signal below ${NEUTRAL_SUBSCORE} (an incident, a loss, an open finding). So an audit, a fix review or a bounty never lowers a score, and an incident or a loss never raises one.`,
  `A signal that is not available counts as ${NEUTRAL_SUBSCORE}, the same as no evidence either way; nothing is renormalised, so what is unknown never turns into a confident number.`,
  `Chains and published contract addresses are shown with their links but weigh 0: they describe a project and say nothing about its security.`,
  `A category's score is the weighted sum of its signals' sub-scores; a category with none of its weighted signals known is unknown and counts as ${NEUTRAL_SUBSCORE} in the total.`,
  `The Security Score is the weighted sum of the six category scores, rounded to 2 decimals; each signal's impact is how many points it moves the score away from ${NEUTRAL_SUBSCORE}.`,
  `Coverage is the share of the total weight whose signals are known, a stale one (older than its window) counting ${STALE_COVERAGE_FACTOR * 100} %; the confidence shown beside every tier follows from it.`,
  `A project is rated (score, tier, rank, percentile, badge colour) only when security evidence stands behind it, a completed audit, a bug bounty, an incident on record or a governance fact read from its contracts, and coverage is at least ${percent(MIN_COVERAGE)}. Every other project is "Not rated", with the reason and what is known.`,
  `Every project is looked up in the incident data sets; none found in the last three years counts as a known 0 at the neutral ${NEUTRAL_SUBSCORE}, not as proof of safety.`,
];

/** The whole methodology as the engine defines it. */
export function methodologyText(): MethodologyText {
  return {
    version: METHODOLOGY_VERSION,
    minCoverage: MIN_COVERAGE,
    neutralSubscore: NEUTRAL_SUBSCORE,
    staleCoverageFactor: STALE_COVERAGE_FACTOR,
    securityEvidence: SECURITY_EVIDENCE.map((entry) => ({ ...entry })),
    rules: METHODOLOGY_RULES,
    categories: CATEGORIES.map((category) => ({
      key: category.key,
      name: category.name,
      weight: category.weight,
      signals: SIGNALS.filter((signal) => signal.category === category.key).map((signal) => ({
        key: signal.key,
        name: signal.name,
        unit: signal.unit,
        nature: signal.nature,
        weight: signal.weight,
        maxAgeDays: signal.maxAgeDays,
        formula: signal.formula,
      })),
    })),
    tiers: TIER_BANDS.map((band) => ({ ...band })),
    confidence: CONFIDENCE_BANDS.map((band) => ({ ...band })),
  };
}

/** The worked example: Harbor Finance, a made-up project, on 2026-11-01 at noon UTC. */
export const WORKED_EXAMPLE_AS_OF = '2026-11-01T12:00:00.000Z';
export const WORKED_EXAMPLE_NAME = 'Harbor Finance (a made-up project)';
const EXAMPLE: readonly (readonly [SignalKey, number | null, string | null])[] = [
  ['audit_count', 2, '2026-10-31T12:00:00.000Z'],
  ['audit_age_days', 412, '2026-10-31T12:00:00.000Z'],
  ['audit_fix_reviews', null, null],
  ['bug_bounty_usd', 250_000, '2026-04-15T12:00:00.000Z'],
  ['open_high_findings', 1, '2026-10-31T12:00:00.000Z'],
  ['contract_addresses', 3, '2026-09-01T12:00:00.000Z'],
  ['incidents_3y', 1, '2026-10-29T12:00:00.000Z'],
  ['incident_losses_usd_3y', 2_400_000, '2026-10-29T12:00:00.000Z'],
  ['uptime_pct_90d', 99.62, '2026-10-31T12:00:00.000Z'],
  ['project_age_days', 1340, '2026-09-22T12:00:00.000Z'],
  ['team_kyc_level', 2, '2026-07-04T12:00:00.000Z'],
  ['dev_commits_90d', null, null],
  ['chain_count', 2, '2026-09-01T12:00:00.000Z'],
  ['multisig_threshold', 3, '2026-10-22T12:00:00.000Z'],
  ['timelock_hours', 24, '2026-10-22T12:00:00.000Z'],
  ['privileged_functions', 7, '2026-10-22T12:00:00.000Z'],
  ['market_cap_usd', 840_000_000, '2026-10-31T12:00:00.000Z'],
  ['market_cap_rank', null, null],
  ['volatility_30d_pct', 23.5, '2026-10-31T12:00:00.000Z'],
  ['top10_holders_pct', 41.2, '2026-10-27T12:00:00.000Z'],
  ['vote_yes_pct', null, null],
  ['social_followers', 48_000, '2026-10-26T12:00:00.000Z'],
];

export const WORKED_EXAMPLE_INPUTS: readonly SignalInput[] = EXAMPLE.map(([key, value, measuredAt]) => ({
  key,
  value,
  measuredAt: measuredAt ? new Date(measuredAt) : null,
}));

/** The engine's result for the worked example. */
export function workedExample(): ScoreResult {
  return computeScore(WORKED_EXAMPLE_INPUTS, new Date(WORKED_EXAMPLE_AS_OF));
}

const cell = (text: string | number) => String(text).replace(/\|/g, '\\|');
const row = (cells: readonly (string | number)[]) => `| ${cells.map(cell).join(' | ')} |`;
const fixed = (value: number | null) => (value === null ? 'unknown' : value.toFixed(2));

/**
 * The methodology's numbers as Markdown: the section of docs/score-methodology.md between its "generated"
 * markers. `npm run docs:methodology` writes it; a unit test fails when the document says anything else.
 */
export function methodologyMarkdown(): string {
  const text = methodologyText();
  const example = workedExample();
  const lines: string[] = [
    `Methodology version **${text.version}**. Rated from coverage **${text.minCoverage}** with security evidence (${text.securityEvidence.map((entry) => `\`${entry.key}\` ≥ ${entry.minValue}`).join(', ')}). Unknown signals count **${text.neutralSubscore}**; a stale signal counts **${text.staleCoverageFactor}** of its weight in coverage.`,
    '',
    '### Rules',
    '',
    ...text.rules.map((rule, index) => `${index + 1}. ${rule}`),
    '',
    '### Categories and signals',
    '',
    row(['Category', 'Weight', 'Signal', 'Nature', 'Weight in category', 'Stale after (days)', 'Formula']),
    row(['---', '---:', '---', '---', '---:', '---:', '---']),
  ];
  for (const category of text.categories) {
    for (const signal of category.signals) {
      lines.push(
        row([
          category.name,
          `${category.weight} %`,
          `${signal.name} (\`${signal.key}\`, ${signal.unit})`,
          signal.nature,
          signal.weight,
          signal.maxAgeDays,
          signal.formula,
        ]),
      );
    }
  }
  lines.push(
    '',
    '### Tiers and confidence',
    '',
    row(['Tier', 'From']),
    row(['---', '---:']),
    ...text.tiers.map((band) => row([band.tier, band.min])),
    '',
    row(['Confidence', 'From coverage']),
    row(['---', '---:']),
    ...text.confidence.map((band) => row([band.confidence, band.min])),
    '',
    `### Worked example: ${WORKED_EXAMPLE_NAME}, as of ${WORKED_EXAMPLE_AS_OF}`,
    '',
    row(['Signal', 'Value', 'Measured', 'State', 'Sub-score', 'Points in category', 'Impact on the score']),
    row(['---', '---:', '---', '---', '---:', '---:', '---:']),
  );
  const results = new Map(example.categories.flatMap((category) => category.signals).map((s) => [s.key, s]));
  for (const input of WORKED_EXAMPLE_INPUTS) {
    const result = results.get(input.key)!;
    lines.push(
      row([
        `\`${input.key}\``,
        input.value === null ? 'unknown' : input.value,
        input.measuredAt ? input.measuredAt.toISOString().slice(0, 16).replace('T', ' ') : '–',
        result.state,
        fixed(result.subscore),
        fixed(result.contribution),
        fixed(result.impact),
      ]),
    );
  }
  lines.push(
    '',
    row(['Category', 'Weight', 'Score', 'Coverage']),
    row(['---', '---:', '---:', '---:']),
    ...example.categories.map((category) =>
      row([category.name, `${category.weight} %`, fixed(category.score), category.coverage]),
    ),
    '',
    `Security Score **${fixed(example.score)}**, tier **${example.tier ?? 'none'}**, coverage **${example.coverage}**, confidence **${example.confidence}**. The score is ${NEUTRAL_SUBSCORE} plus the impacts (to rounding).`,
  );
  return lines.join('\n');
}

/** The name of a signal key, for texts that list keys. */
export const signalNameOf = (key: SignalKey) => signalByKey.get(key)?.name ?? key;
