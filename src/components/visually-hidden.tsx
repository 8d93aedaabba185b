import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only: out of sight, still read. */
export function VisuallyHidden({
  as: Element = 'span',
  children,
}: {
  readonly as?: 'span' | 'h1' | 'caption';
  readonly children: ReactNode;
}) {
  return <Element className={styles.hidden}>{children}</Element>;
}
