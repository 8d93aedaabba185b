import type { ReactNode } from 'react';
import styles from './data-as-of-line.module.css';

/** The line of "Data as of <date>" beside the credits of a public source's data: present, never in the way. */
export function DataAsOfLine({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={className ? `${styles.line} ${className}` : styles.line}>{children}</p>;
}
