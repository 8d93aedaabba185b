import type { ProjectDetail, SignalDetail } from '@/contracts/project-detail';
import { KYC_LEVELS } from '@/lib/score/methodology';
import { formatNumber } from '@/lib/format';

const STATE_LABELS: Record<SignalDetail['state'], { label: string; color: string }> = {
  measured: { label: 'Measured', color: '#15803d' },
  stale: { label: 'Stale', color: '#b45309' },
  not_available: { label: 'Not available', color: '#64748b' },
};

function formatValue(signal: SignalDetail): string {
  if (signal.value === null) return '—';
  if (signal.key === 'team_kyc_level') return KYC_LEVELS[Math.round(signal.value)] ?? String(signal.value);
  return `${formatNumber(signal.value, 2)} ${signal.unit}`;
}
const cell = {
  padding: '6px 8px',
  borderTop: '1px solid #f1f5f9',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};

/**
 * Why the project scores what it scores: the six categories and, inside each, every signal with its value,
 * state, evidence and how many points it moved the category and the total.
 */
export function ScoreBreakdown({ score }: { score: NonNullable<ProjectDetail['score']> }) {
  return (
    <section id="score-breakdown" aria-labelledby="score-breakdown-title" style={{ marginTop: 24 }}>
      <h2 id="score-breakdown-title" style={{ fontSize: 20 }}>
        Score breakdown
      </h2>
      <p style={{ color: '#475569', marginTop: 0 }}>
        Coverage {Math.round(score.coverage * 100)}% · confidence {score.confidence} · methodology v
        {score.methodologyVersion} · last updated{' '}
        <time dateTime={score.computedAt}>{score.computedAt.slice(0, 16).replace('T', ' ')} UTC</time>
      </p>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))' }}>
        {score.categories.map((category) => (
          <article
            key={category.key}
            aria-labelledby={`category-${category.key}`}
            style={{
              background: '#ffffff',
              border: '1px solid #e2e8f0',
              borderRadius: 12,
              padding: 16,
              minWidth: 0,
            }}
          >
            <header
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}
            >
              <h3 id={`category-${category.key}`} style={{ margin: 0, fontSize: 16 }}>
                {category.name}
              </h3>
              <strong style={{ fontSize: 18 }}>
                {category.score === null ? 'N/A' : category.score.toFixed(2)}
              </strong>
            </header>
            <div
              role="meter"
              aria-label={`${category.name} score`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={category.score ?? 0}
              style={{ height: 6, background: '#e2e8f0', borderRadius: 3, margin: '8px 0' }}
            >
              <div
                style={{
                  width: `${category.score ?? 0}%`,
                  height: '100%',
                  borderRadius: 3,
                  background:
                    category.score === null
                      ? '#94a3b8'
                      : category.score >= 70
                        ? '#16a34a'
                        : category.score >= 50
                          ? '#ca8a04'
                          : '#dc2626',
                }}
              />
            </div>
            <p style={{ margin: '0 0 8px', fontSize: 12, color: '#64748b' }}>
              Weight {category.weight}% of the total · coverage {Math.round(category.coverage * 100)}%
            </p>
            <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
              <thead>
                <tr>
                  <th style={cell}>Signal</th>
                  <th style={cell}>Value</th>
                  <th style={cell}>Sub-score</th>
                  <th style={cell} title="Points this signal adds to the total score">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {category.signals.map((signal) => (
                  <tr key={signal.key}>
                    <td style={cell}>
                      <span title={signal.formula}>{signal.name}</span>
                      <span
                        style={{ display: 'block', fontSize: 11, color: STATE_LABELS[signal.state].color }}
                      >
                        {STATE_LABELS[signal.state].label}
                        {signal.evidenceUrl && (
                          <>
                            {' '}
                            · <a href={signal.evidenceUrl}>evidence</a>
                          </>
                        )}
                      </span>
                    </td>
                    <td style={cell}>{formatValue(signal)}</td>
                    <td style={cell}>{signal.subscore === null ? '—' : signal.subscore.toFixed(2)}</td>
                    <td style={cell}>{signal.impact === null ? '—' : `+${signal.impact.toFixed(2)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </div>
    </section>
  );
}
