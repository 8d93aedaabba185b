import type { ProjectDetail, SignalDetail } from '@/contracts/project-detail';
import { KYC_LEVELS } from '@/lib/score/methodology';
import { NOT_RATED, NOT_RATED_REASON_TEXT } from '@/lib/score/not-rated';
import { formatChange, formatCoverage, formatNumber } from '@/lib/format';
import styles from './score-breakdown.module.css';
import panel from './panel.module.css';

const STATE_LABELS: Record<SignalDetail['state'], { label: string; className: string | undefined }> = {
  measured: { label: 'Measured', className: styles.measured },
  stale: { label: 'Stale', className: styles.stale },
  not_available: { label: 'Not available', className: styles.notAvailable },
};

/** The meter's colour: green from 70, amber from 50, red below, grey when unknown. */
const meterClass = (score: number | null) =>
  score === null ? styles.unknown : score >= 70 ? styles.high : score >= 50 ? styles.middle : styles.low;

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
    <span className={styles.evidence}>
      {signal.evidence.length > 0 && (
        <span className={styles.block}>
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
        <span key={set.name} className={styles.block}>
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
      {signal.measuredAt && <span className={styles.block}>As of {signal.measuredAt.slice(0, 10)}</span>}
    </span>
  );
}

/**
 * Why the project scores what it scores: the six categories and, inside each, every signal with its value,
 * state, evidence and how many points it moved the category and the total.
 */
export function ScoreBreakdown({ score }: { score: NonNullable<ProjectDetail['score']> }) {
  return (
    <section id="score-breakdown" aria-labelledby="score-breakdown-title" className={styles.section}>
      <h2 id="score-breakdown-title" className={styles.title}>
        Score breakdown
      </h2>
      {score.value === null && (
        <p role="note" className={styles.note}>
          <strong>{NOT_RATED}.</strong>{' '}
          {NOT_RATED_REASON_TEXT[score.notRatedReason ?? 'coverage_below_floor']} What it holds covers{' '}
          {formatCoverage(score.coverage)} of what the methodology weighs; a rating needs security evidence
          and at least {formatCoverage(score.minCoverage)}. This project has no score, no tier and no rank.
          Every signal is listed below with its evidence, or as unknown.
        </p>
      )}
      <p className={styles.summary}>
        {score.value !== null && `Tier ${score.tier ?? '–'} · `}Coverage {formatCoverage(score.coverage)} ·
        confidence {score.confidence} · methodology v{score.methodologyVersion} · last updated{' '}
        <time dateTime={score.computedAt}>{score.computedAt.slice(0, 16).replace('T', ' ')} UTC</time>
      </p>
      <div className={styles.categories}>
        {score.categories.map((category) => (
          <article key={category.key} aria-labelledby={`category-${category.key}`} className={panel.panel}>
            <header className={styles.categoryHeader}>
              <h3 id={`category-${category.key}`} className={styles.categoryName}>
                {category.name}
              </h3>
              <strong className={styles.categoryScore}>
                {category.score === null ? UNKNOWN : category.score.toFixed(2)}
              </strong>
            </header>
            <div
              role="meter"
              aria-label={`${category.name} score`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={category.score ?? 0}
              className={styles.meter}
            >
              <div
                className={`${styles.meterFill} ${meterClass(category.score)}`}
                style={{ width: `${category.score ?? 0}%` }}
              />
            </div>
            <p className={styles.weight}>
              Weight {category.weight}% of the total · coverage {formatCoverage(category.coverage)}
            </p>
            <table className={styles.signals}>
              <thead>
                <tr>
                  <th>Signal</th>
                  <th>Value</th>
                  <th>Sub-score</th>
                  <th title="Points this signal moves the score away from the neutral 50">Points</th>
                </tr>
              </thead>
              <tbody>
                {category.signals.map((signal) => (
                  <tr key={signal.key}>
                    <td>
                      <span title={signal.formula}>{signal.name}</span>
                      <span className={`${styles.state} ${STATE_LABELS[signal.state].className}`}>
                        {STATE_LABELS[signal.state].label}
                      </span>
                      <Evidence signal={signal} />
                    </td>
                    <td>{formatValue(signal)}</td>
                    <td>{signal.subscore === null ? '—' : signal.subscore.toFixed(2)}</td>
                    <td>{signal.impact === null ? '—' : formatChange(signal.impact)}</td>
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
