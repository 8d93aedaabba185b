interface BarChartProps {
  /** The chart's accessible name, read out with its figures. */
  readonly title: string;
  readonly bars: readonly { readonly label: string; readonly value: number }[];
  readonly formatValue: (value: number) => string;
  readonly color?: string;
}

const HEIGHT = 160;
const LABEL_ROOM = 18;

/** A small SVG bar chart, drawn on the server: bars scaled to the largest value, every bar titled. */
export function BarChart({ title, bars, formatValue, color = '#2563eb' }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = Math.max(300, bars.length * 14);
  const step = width / Math.max(1, bars.length);
  // Label about ten bars at most, so the labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(bars.length / 10));
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      {bars.length === 0 ? (
        <p style={{ color: '#64748b' }}>No data for this view.</p>
      ) : (
        <svg
          role="img"
          aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${formatValue(bar.value)}`).join(', ')}`}
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_ROOM}`}
          style={{ width: '100%', height: 'auto', maxHeight: 220 }}
        >
          {bars.map((bar, index) => {
            const height = (bar.value / max) * HEIGHT;
            return (
              <g key={bar.label}>
                <rect
                  x={index * step + step * 0.1}
                  y={HEIGHT - height}
                  width={step * 0.8}
                  height={height}
                  fill={color}
                >
                  <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
                </rect>
                {index % labelEvery === 0 && (
                  <text
                    x={index * step + step / 2}
                    y={HEIGHT + 13}
                    fontSize={10}
                    textAnchor="middle"
                    fill="#475569"
                  >
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}

/** Labelled horizontal bars, for long category names: one row per bar with its figure. */
export function HorizontalBars({ title, bars, formatValue, color = '#0f766e' }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      {bars.length === 0 ? (
        <p style={{ color: '#64748b' }}>No data for this view.</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {bars.map((bar) => (
            <li key={bar.label} style={{ fontSize: 13 }}>
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span>{bar.label}</span>
                <span style={{ color: '#475569' }}>{formatValue(bar.value)}</span>
              </span>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: 8,
                  borderRadius: 4,
                  background: color,
                  width: `${Math.max(1, (bar.value / max) * 100)}%`,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
