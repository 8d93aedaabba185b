import { TIER_COLORS } from '@/config/theme';

interface ScoreGaugeProps {
  readonly score: number | null;
  readonly tier: string | null;
  readonly coverage: number;
}

/** A compact ring gauge: the score (0–100) as an arc in its tier's colour, the letter tier and coverage beside. */
export function ScoreGauge({ score, tier, coverage }: ScoreGaugeProps) {
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  const filled = score === null ? 0 : (score / 100) * circumference;
  const color = tier ? (TIER_COLORS[tier] ?? '#64748b') : '#94a3b8';
  const label =
    score === null
      ? 'Security Score not available'
      : `Security Score ${score.toFixed(2)}, tier ${tier}, coverage ${Math.round(coverage * 100)}%`;
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="4" />
        <circle
          cx="20"
          cy="20"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth="4"
          strokeDasharray={`${filled} ${circumference}`}
          strokeLinecap="round"
          transform="rotate(-90 20 20)"
        />
      </svg>
      <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.2 }}>
        <strong>{score === null ? 'N/A' : score.toFixed(2)}</strong>
        <small style={{ color: '#64748b' }}>
          {tier ?? '–'} · {Math.round(coverage * 100)}% coverage
        </small>
      </span>
    </span>
  );
}
