import { token } from '@/config/design-tokens';
import { TIER_COLORS } from '@/config/theme';
import { formatCoverage } from '@/lib/format';
import { NOT_RATED } from '@/lib/score/not-rated';
import styles from './score-gauge.module.css';

interface ScoreGaugeProps {
  readonly score: number | null;
  readonly tier: string | null;
  readonly coverage: number;
  readonly confidence: 'high' | 'medium' | 'low';
}

/**
 * A compact ring gauge: the score (0–100) as an arc in its tier's colour, the letter tier with the confidence it
 * is given with, and the coverage beside. A project that is not rated shows "Not rated", never a number.
 */
export function ScoreGauge({ score, tier, coverage, confidence }: ScoreGaugeProps) {
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  const filled = score === null ? 0 : (score / 100) * circumference;
  const color = tier ? (TIER_COLORS[tier] ?? token('--color-text-subtle')) : token('--color-text-faint');
  const coverageText = `${formatCoverage(coverage)} coverage`;
  const label =
    score === null
      ? `Security Score: ${NOT_RATED.toLowerCase()}, ${coverageText}`
      : `Security Score ${score.toFixed(2)}, tier ${tier}, ${confidence} confidence, coverage ${formatCoverage(coverage)}`;
  return (
    <span role="img" aria-label={label} className={styles.gauge}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r={radius} className={styles.track} />
        <circle
          cx="20"
          cy="20"
          r={radius}
          className={styles.arc}
          stroke={color}
          strokeDasharray={`${filled.toFixed(2)} ${circumference.toFixed(2)}`}
        />
      </svg>
      <span className={`${styles.text} score-gauge__text`}>
        {score === null ? (
          <strong className={styles.none}>{NOT_RATED}</strong>
        ) : (
          <strong>{score.toFixed(2)}</strong>
        )}
        {score !== null && <small>{`${tier ?? '–'} · ${confidence} confidence`}</small>}
        <small>{coverageText}</small>
      </span>
    </span>
  );
}
