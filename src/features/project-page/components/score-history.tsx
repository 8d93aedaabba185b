import type { ScoreChange } from '@/lib/score/compute-score';
import { signalByKey, type SignalKey } from '@/lib/score/methodology';
import { ChartDataTable } from '@/components/chart-data-table';
import { CHART_AXIS_CLASSES } from '@/components/bar-chart';
import { formatNumber } from '@/lib/format';
import styles from './score-history.module.css';
import panel from './panel.module.css';
import { ScoreChangeExplanation, ScoreChangeMarks, type ExplainedHistoryDay } from './score-change-marks';

export const HISTORY_RANGES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;

interface ScoreHistoryProps {
  readonly projectId: string;
  readonly rangeDays: number;
  /** In the browser: a range chosen without asking the server again (the links still work without it). */
  readonly onSelectRange?: (days: number) => void;
  readonly days: readonly ({
    day: string;
    score: number | null;
    changes: readonly ScoreChange[];
  } & ExplainedHistoryDay)[];
  readonly incidents: readonly { day: string; type: string }[];
}

const nameOf = (key: ScoreChange['key']) =>
  key === 'methodology' ? 'Methodology version' : (signalByKey.get(key as SignalKey)?.name ?? key);

/** The score over time, incidents marked in red, and each day's changes explained signal by signal. */
export function ScoreHistory({ projectId, rangeDays, onSelectRange, days, incidents }: ScoreHistoryProps) {
  const width = 600;
  const height = 170;
  // Room for the y axis (its title and ticks) on the left and the first and last dates below.
  const left = 52;
  const right = 36;
  const plotBottom = height - 36;
  const scored = days.filter((day): day is (typeof days)[number] & { score: number } => day.score !== null);
  const first = Date.parse(days[0]?.day ?? new Date().toISOString().slice(0, 10));
  const last = Date.parse(days.at(-1)?.day ?? new Date().toISOString().slice(0, 10));
  const span = Math.max(1, last - first);
  const x = (day: string) => left + ((Date.parse(day) - first) / span) * (width - left - right);
  const y = (score: number) => plotBottom - (score / 100) * (plotBottom - 8);
  const changed = [...days]
    .reverse()
    .filter((day) => day.changes.length > 0 || (day.explanation?.length ?? 0) > 0);

  return (
    <section id="score-history" aria-labelledby="score-history-title" className={styles.section}>
      <header className={styles.header}>
        <h2 id="score-history-title" className={styles.title}>
          Score history
        </h2>
        <nav aria-label="History range" className={styles.ranges}>
          {/* Plain links: the page is cached the same for every range, so the browser applies the range (with
              onSelectRange), and a click before the page is interactive loads the cached page at that range. */}
          {HISTORY_RANGES.map((range) => (
            <a
              key={range.days}
              href={`/projects/${projectId}?range=${range.days}#score-history`}
              aria-current={range.days === rangeDays ? 'page' : undefined}
              onClick={
                onSelectRange &&
                ((event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onSelectRange(range.days);
                })
              }
            >
              {range.label}
            </a>
          ))}
        </nav>
      </header>
      <div className={`${panel.panel} ${styles.panel}`}>
        {scored.length < 2 ? (
          <p className={styles.none}>
            {scored.length === 1
              ? `One day of history so far: ${scored[0]!.score.toFixed(2)} on ${scored[0]!.day}.`
              : 'No history yet.'}
          </p>
        ) : (
          <svg
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            height={height}
            role="img"
            aria-label={`Security Score from ${scored[0]!.score.toFixed(2)} on ${scored[0]!.day} to ${scored.at(-1)!.score.toFixed(2)} on ${scored.at(-1)!.day}${incidents.length ? `, ${incidents.length} incidents marked` : ''}`}
          >
            <g className={CHART_AXIS_CLASSES.axis} data-testid="chart-y-axis" fontSize={11}>
              {[0, 50, 100].map((level) => (
                <g key={level}>
                  <line
                    x1={left}
                    x2={width - right}
                    y1={y(level)}
                    y2={y(level)}
                    className={CHART_AXIS_CLASSES.gridLine}
                  />
                  <text x={left - 6} y={y(level)} textAnchor="end" dominantBaseline="middle">
                    {level}
                  </text>
                </g>
              ))}
              <line x1={left} x2={left} y1={y(100)} y2={y(0)} className={CHART_AXIS_CLASSES.axisLine} />
              <text
                data-testid="chart-axis-title"
                transform={`translate(12 ${(y(0) + y(100)) / 2}) rotate(-90)`}
                textAnchor="middle"
              >
                Score (0–100)
              </text>
            </g>
            <g className={CHART_AXIS_CLASSES.axis} data-testid="chart-x-axis" fontSize={11}>
              {/* The first and last dates, inside the drawing. */}
              <text data-testid="chart-x-label" x={left} y={plotBottom + 16} textAnchor="start">
                {days[0]!.day}
              </text>
              <text data-testid="chart-x-label" x={width - right} y={plotBottom + 16} textAnchor="end">
                {days.at(-1)!.day}
              </text>
              <text
                data-testid="chart-axis-title"
                x={(left + width - right) / 2}
                y={height - 4}
                textAnchor="middle"
              >
                Date
              </text>
            </g>
            <polyline
              className={styles.line}
              strokeWidth={2}
              points={scored.map((day) => `${x(day.day)},${y(day.score)}`).join(' ')}
            />
            <ScoreChangeMarks days={days} x={x} y={y(100)} />
            {incidents.map((incident, index) => (
              <circle
                key={`${incident.day}-${index}`}
                cx={x(incident.day)}
                cy={y(5)}
                r={4}
                className={styles.incident}
              >
                <title>{`${incident.day}: ${incident.type}`}</title>
              </circle>
            ))}
          </svg>
        )}
        {scored.length >= 2 && (
          <ChartDataTable
            title="Security Score by day"
            headers={['Date', 'Security Score']}
            rows={scored.map((day) => [day.day, day.score.toFixed(2)])}
          />
        )}
        <h3 className={styles.changesTitle}>What changed</h3>
        {changed.length === 0 ? (
          <p className={styles.none}>Nothing has changed in this period.</p>
        ) : (
          <ul className={styles.changes}>
            {changed.slice(0, 20).map((day) => (
              <li key={day.day}>
                <time dateTime={day.day}>{day.day}</time>:{' '}
                {day.explanation ? (
                  <ScoreChangeExplanation lines={day.explanation} />
                ) : (
                  day.changes
                    .map(
                      (change) =>
                        `${nameOf(change.key)} ${change.from === null ? '—' : formatNumber(change.from, 2)} → ${change.to === null ? '—' : formatNumber(change.to, 2)}${change.impactDelta === null ? '' : ` (${change.impactDelta >= 0 ? '+' : ''}${change.impactDelta.toFixed(2)} points)`}`,
                    )
                    .join('; ')
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
