import type { HTMLAttributes } from 'react';
import styles from './progress-bar.module.css';

interface ProgressBarProps extends HTMLAttributes<HTMLSpanElement> {
  /** From 0 to 100. */
  readonly percent: number;
  readonly tone?: 'success' | 'primary';
}

/** A thin progress bar in Ant Design's look; the caller gives it its role and name, or hides it. */
export function ProgressBar({ percent, tone = 'success', ...attributes }: ProgressBarProps) {
  return (
    <span {...attributes} className={tone === 'primary' ? `${styles.bar} ${styles.primary}` : styles.bar}>
      <span style={{ width: `${percent}%` }} />
    </span>
  );
}
