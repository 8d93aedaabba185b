import type { ProjectDetail, SignalDetail } from '@/contracts/project-detail';
import { KYC_LEVELS } from '@/lib/score/methodology';
import { NOT_ENOUGH_DATA } from '@/lib/score/not-enough-data';
import { formatCoverage, formatNumber } from '@/lib/format';

const STATE_LABELS: Record<SignalDetail['state'], { label: string; color: string }> = {
  measured: { label: 'Measured', color: '#15803d' },
  stale: { label: 'Stale', color: '#b45309' },
  not_available: { label: 'Not available', color: '#64748b' },
};

// Unknown is shown as unknown: a signal without evidence has no value, never a made-up one.
const UNKNOWN = 'unknown';

function formatValue(signal: SignalDetail): string {
  if (signal.value === null || signal.state === 'not_available') return UNKNOWN;
  if (signal.key === 'team_kyc_level') return KYC_LEVELS[Math.round(signal.value)] ?? String(signal.value);
  return `${formatNumber(signal.value, 2)} ${signal.unit}`;
}
/** The links a signal's value rests on, and the data sets it comes from with the day each describes. */
function Evidence({ signal }: { signal: SignalDetail }) {
  if (signal.state === 'not_available') return null;
  return (
    <span style={{ display: 'block', fontSize: 11, color: '#475569' }}>
      {signal.evidence.length > 0 && (
        <span style={{ display: 'block' }}>
          Evidence:{' '}
          {signal.evidence.map((link, index) => (
            <span key={`${link.url ?? ''}${link.label}`}>
              {index > 0 && '; '}
              {link.url ? (
                <a href={link.url} rel="noopener noreferrer nofollow" target="_blank">
                  {link.label}
                </a>
              ) : (
                link.label
              )}
            </span>
          ))}
        </span>
      )}
      {signal.dataSets.map((set) => (
        <span key={set.name} style={{ display: 'block' }}>
          Data set:{' '}
          {set.url ? (
            <a href={set.url} rel="noopener noreferrer nofollow" target="_blank">
              {set.name}
            </a>
          ) : (
            set.name
          )}
          {set.asOf ? `, snapshot of ${set.asOf}` : ''}
        </span>
      ))}
      {signal.measuredAt && <span style={{ display: 'block' }}>As of {signal.measuredAt.slice(0, 10)}</span>}
    </span>
  );
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
      {score.value === null && (
        <p role="note" style={{ color: '#334155' }}>
          <strong>{NOT_ENOUGH_DATA}.</strong> The evidence Rampart holds covers{' '}
          {formatCoverage(score.coverage)} of what the methodology weighs, below the{' '}
          {formatCoverage(score.minCoverage)} a Security Score needs: this project has no score and no rank.
          Every signal is listed below with its evidence, or as unknown.
        </p>
      )}
      <p style={{ color: '#475569', marginTop: 0 }}>
        Coverage {formatCoverage(score.coverage)} · confidence {score.confidence} · methodology v
        {score.methodologyVersion} · last updated{' '}
        <time dateTime={score.computedAt}>{score.computedAt.slice(0, 16).replace('T', ' ')} UTC</time>
      </p>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
        }}
      >
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
                {category.score === null ? UNKNOWN : category.score.toFixed(2)}
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
              Weight {category.weight}% of the total · coverage {formatCoverage(category.coverage)}
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
                      </span>
                      <Evidence signal={signal} />
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
