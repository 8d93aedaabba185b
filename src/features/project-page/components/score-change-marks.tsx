import styles from './score-change-marks.module.css';

export interface ExplainedHistoryDay {
  readonly day: string;
  readonly causes?: readonly { readonly kind: string }[];
  readonly explanation?: readonly string[];
}

// Causes beyond the signals' own moves: these are marked on the chart, as incidents are.
const MARKED_CAUSES = new Set(['correction', 'data_refresh', 'methodology']);

const SIZE = 5;

/** A diamond on the chart's top line for each day with a correction, a data refresh or a new methodology. */
export function ScoreChangeMarks({
  days,
  x,
  y,
}: {
  readonly days: readonly ExplainedHistoryDay[];
  readonly x: (day: string) => number;
  readonly y: number;
}) {
  return (
    <g aria-hidden="false">
      {days
        .filter((day) => day.causes?.some((cause) => MARKED_CAUSES.has(cause.kind)))
        .map((day) => {
          const cx = x(day.day);
          return (
            <path
              key={day.day}
              className={styles.mark}
              d={`M${cx} ${y - SIZE}L${cx + SIZE} ${y}L${cx} ${y + SIZE}L${cx - SIZE} ${y}Z`}
            >
              <title>{`${day.day}: ${(day.explanation ?? []).join('; ')}`}</title>
            </path>
          );
        })}
    </g>
  );
}

/** A day's change in words, one line per cause and signal. */
export function ScoreChangeExplanation({ lines }: { readonly lines: readonly string[] }) {
  return (
    <ul className={styles.explanation}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
