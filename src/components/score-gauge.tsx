import { token } from '@/config/design-tokens';
import { TIER_COLORS } from '@/config/theme';
import { formatCoverage } from '@/lib/format';
import { NOT_ENOUGH_DATA } from '@/lib/score/not-enough-data';
import styles from './score-gauge.module.css';

interface ScoreGaugeProps {
  readonly score: number | null;
  readonly tier: string | null;
  readonly coverage: number;
}

/**
 * A compact ring gauge: the score (0–100) as an arc in its tier's colour, the letter tier and coverage beside.
 * A project without a score (coverage below the methodology's minimum) shows "Not enough data", never a number.
 */
export function ScoreGauge({ score, tier, coverage }: ScoreGaugeProps) {
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  const filled = score === null ? 0 : (score / 100) * circumference;
  const color = tier ? (TIER_COLORS[tier] ?? token('--color-text-subtle')) : token('--color-text-faint');
  const coverageText = `${formatCoverage(coverage)} coverage`;
  const label =
    score === null
      ? `Security Score: ${NOT_ENOUGH_DATA.toLowerCase()}, ${coverageText}`
      : `Security Score ${score.toFixed(2)}, tier ${tier}, coverage ${formatCoverage(coverage)}`;
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
          <strong className={styles.none}>{NOT_ENOUGH_DATA}</strong>
        ) : (
          <strong>{score.toFixed(2)}</strong>
        )}
        <small>{score === null ? coverageText : `${tier ?? '–'} · ${coverageText}`}</small>
      </span>
    </span>
  );
}
