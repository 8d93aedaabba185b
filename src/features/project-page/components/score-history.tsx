import type { ScoreChange } from '@/lib/score/compute-score';
import { signalByKey, type SignalKey } from '@/lib/score/methodology';
import { formatNumber } from '@/lib/format';

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
  readonly days: readonly { day: string; score: number | null; changes: readonly ScoreChange[] }[];
  readonly incidents: readonly { day: string; type: string }[];
}

const nameOf = (key: ScoreChange['key']) =>
  key === 'methodology' ? 'Methodology version' : (signalByKey.get(key as SignalKey)?.name ?? key);

/** The score over time, incidents marked in red, and each day's changes explained signal by signal. */
export function ScoreHistory({ projectId, rangeDays, onSelectRange, days, incidents }: ScoreHistoryProps) {
  const width = 600;
  const height = 140;
  const scored = days.filter((day): day is (typeof days)[number] & { score: number } => day.score !== null);
  const first = Date.parse(days[0]?.day ?? new Date().toISOString().slice(0, 10));
  const last = Date.parse(days.at(-1)?.day ?? new Date().toISOString().slice(0, 10));
  const span = Math.max(1, last - first);
  const x = (day: string) => 8 + ((Date.parse(day) - first) / span) * (width - 16);
  const y = (score: number) => height - 8 - (score / 100) * (height - 16);
  const changed = [...days].reverse().filter((day) => day.changes.length > 0);

  return (
    <section id="score-history" aria-labelledby="score-history-title" style={{ marginTop: 24 }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline' }}>
        <h2 id="score-history-title" style={{ fontSize: 20, margin: 0 }}>
          Score history
        </h2>
        <nav aria-label="History range" style={{ display: 'flex', gap: 8 }}>
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
              style={{ fontWeight: range.days === rangeDays ? 700 : 400 }}
            >
              {range.label}
            </a>
          ))}
        </nav>
      </header>
      <div
        style={{
          background: '#ffffff',
          border: '1px solid #e2e8f0',
          borderRadius: 12,
          padding: 16,
          marginTop: 8,
        }}
      >
        {scored.length < 2 ? (
          <p style={{ color: '#64748b', margin: 0 }}>
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
            {[0, 50, 100].map((level) => (
              <line key={level} x1={0} x2={width} y1={y(level)} y2={y(level)} stroke="#e2e8f0" />
            ))}
            <polyline
              fill="none"
              stroke="#1d4ed8"
              strokeWidth={2}
              points={scored.map((day) => `${x(day.day)},${y(day.score)}`).join(' ')}
            />
            {incidents.map((incident, index) => (
              <circle key={`${incident.day}-${index}`} cx={x(incident.day)} cy={y(5)} r={4} fill="#dc2626">
                <title>{`${incident.day}: ${incident.type}`}</title>
              </circle>
            ))}
          </svg>
        )}
        <h3 style={{ fontSize: 15, margin: '12px 0 4px' }}>What changed</h3>
        {changed.length === 0 ? (
          <p style={{ color: '#64748b', margin: 0 }}>Nothing has changed in this period.</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18, fontSize: 13 }}>
            {changed.slice(0, 20).map((day) => (
              <li key={day.day}>
                <time dateTime={day.day}>{day.day}</time>:{' '}
                {day.changes
                  .map(
                    (change) =>
                      `${nameOf(change.key)} ${change.from === null ? '—' : formatNumber(change.from, 2)} → ${change.to === null ? '—' : formatNumber(change.to, 2)}${change.impactDelta === null ? '' : ` (${change.impactDelta >= 0 ? '+' : ''}${change.impactDelta.toFixed(2)} points)`}`,
                  )
                  .join('; ')}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
