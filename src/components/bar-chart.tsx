import { ChartDataTable } from './chart-data-table';
import styles from './bar-chart.module.css';

/** The axes' classes, for the other charts drawn in SVG (the score history). */
export const CHART_AXIS_CLASSES = {
  axis: styles.axis,
  gridLine: styles.gridLine,
  axisLine: styles.axisLine,
} as const;

interface BarChartProps {
  /** The chart's title and accessible name. */
  readonly title: string;
  readonly bars: readonly { readonly label: string; readonly value: number }[];
  readonly formatValue: (value: number) => string;
  /** What the bars are along the x axis, e.g. 'Month': the axis title and the table's first column. */
  readonly labelName: string;
  /** What the bars measure with its unit, e.g. 'Loss (USD)': the y axis title and the table's second column. */
  readonly valueName: string;
  readonly color?: string;
  /** The chart's accessible name when it should say more than the title. */
  readonly ariaLabel?: string;
  /** Counts: the ticks stay whole numbers. */
  readonly isWhole?: boolean;
}

// The drawing's coordinates: the SVG scales to its box from this width.
const VIEW_WIDTH = 600;
const PLOT_HEIGHT = 160;
const TOP = 10;
const TICK_FONT = 11;
// An upper bound of a character's width at that size (digits and dashes are narrower), and the gap kept between
// two labels.
const CHAR_WIDTH = 6.6;
const LABEL_GAP = 10;
const AXIS_TITLE_ROOM = 18;
const X_LABEL_ROOM = 18;

/** Round tick values from 0 to at least `max`, about four steps (1, 2, 2.5 or 5 times a power of ten). */
export function niceTicks(max: number, { steps = 4, isWhole = false } = {}): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  const step = isWhole ? Math.max(1, Math.ceil(nice)) : nice;
  const top = Math.ceil(max / step - 1e-9) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * A bar chart drawn on the server: a y axis with round ticks and its unit, x labels spaced so that they never
 * overlap nor leave the drawing, every bar titled, and the figures as a table behind 'Show as table'.
 */
export function BarChart({
  title,
  bars,
  formatValue,
  labelName,
  valueName,
  color = '#2563eb',
  ariaLabel,
  isWhole = false,
}: BarChartProps) {
  const ticks = niceTicks(Math.max(0, ...bars.map((bar) => bar.value)), { isWhole });
  const top = ticks.at(-1)!;
  const tickRoom = Math.max(...ticks.map((tick) => formatValue(tick).length)) * CHAR_WIDTH + 8;
  const left = AXIS_TITLE_ROOM + tickRoom;
  const labelWidth = Math.max(1, ...bars.map((bar) => bar.label.length)) * CHAR_WIDTH;
  const right = Math.ceil(labelWidth / 2) + 2;
  const plotWidth = VIEW_WIDTH - left - right;
  const step = plotWidth / Math.max(1, bars.length);
  // Every n-th bar is labelled, n just large enough for the labels to keep their gap.
  const labelEvery = Math.max(1, Math.ceil((labelWidth + LABEL_GAP) / step));
  const bottom = TOP + PLOT_HEIGHT;
  const height = bottom + X_LABEL_ROOM + AXIS_TITLE_ROOM;
  const y = (value: number) => bottom - (value / top) * PLOT_HEIGHT;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {bars.length === 0 ? (
        <p className={styles.empty}>No data for this view.</p>
      ) : (
        <>
          <svg
            role="img"
            aria-label={
              ariaLabel ??
              `${title}: ${bars.map((bar) => `${bar.label} ${formatValue(bar.value)}`).join(', ')}`
            }
            viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
            className={styles.svg}
          >
            <g className={styles.axis} data-testid="chart-y-axis" fontSize={TICK_FONT}>
              {ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={left}
                    x2={VIEW_WIDTH - right}
                    y1={y(tick)}
                    y2={y(tick)}
                    className={styles.gridLine}
                  />
                  <text x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                    {formatValue(tick)}
                  </text>
                </g>
              ))}
              <line x1={left} x2={left} y1={TOP} y2={bottom} className={styles.axisLine} />
              <text
                data-testid="chart-axis-title"
                transform={`translate(12 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
                textAnchor="middle"
              >
                {valueName}
              </text>
            </g>
            {bars.map((bar, index) => {
              const barHeight = (bar.value / top) * PLOT_HEIGHT;
              return (
                <rect
                  key={`${bar.label}-${index}`}
                  x={left + index * step + step * 0.1}
                  y={bottom - barHeight}
                  width={step * 0.8}
                  height={barHeight}
                  fill={color}
                >
                  <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
                </rect>
              );
            })}
            <g className={styles.axis} data-testid="chart-x-axis" fontSize={TICK_FONT}>
              <line x1={left} x2={VIEW_WIDTH - right} y1={bottom} y2={bottom} className={styles.axisLine} />
              {bars.map((bar, index) =>
                index % labelEvery === 0 ? (
                  <text
                    key={`${bar.label}-${index}`}
                    data-testid="chart-x-label"
                    x={left + index * step + step / 2}
                    y={bottom + 14}
                    textAnchor="middle"
                  >
                    {bar.label}
                  </text>
                ) : null,
              )}
              <text
                data-testid="chart-axis-title"
                x={left + plotWidth / 2}
                y={height - 4}
                textAnchor="middle"
              >
                {labelName}
              </text>
            </g>
          </svg>
          <ChartDataTable
            title={title}
            headers={[labelName, valueName]}
            rows={bars.map((bar) => [bar.label, formatValue(bar.value)])}
          />
        </>
      )}
    </figure>
  );
}

/** Labelled horizontal bars, for long category names: one row per bar with its figure. */
export function HorizontalBars({
  title,
  bars,
  formatValue,
  color = '#0f766e',
}: Pick<BarChartProps, 'title' | 'bars' | 'formatValue' | 'color'>) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {bars.length === 0 ? (
        <p className={styles.empty}>No data for this view.</p>
      ) : (
        <ul className={styles.bars}>
          {bars.map((bar) => (
            <li key={bar.label} className={styles.bar}>
              <span className={styles.barLine}>
                <span>{bar.label}</span>
                <span className={styles.figureValue}>{formatValue(bar.value)}</span>
              </span>
              <span
                aria-hidden="true"
                className={styles.barFill}
                style={{ background: color, width: `${Math.max(1, (bar.value / max) * 100)}%` }}
              />
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
