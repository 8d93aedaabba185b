import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './app-page.module.css';

const WIDTHS = { narrow: styles.narrow, wide: styles.wide, full: styles.full } as const;

/** The main element of a signed-in or service page (settings, portfolio, unsubscribe), with its h1 if it shows one. */
export function AppPage({
  width,
  title,
  children,
}: {
  /** 640, 960 or 1200 px at most. */
  readonly width: keyof typeof WIDTHS;
  readonly title?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <main id={MAIN_CONTENT_ID} className={`${styles.page} ${WIDTHS[width]}`}>
      {title && <h1 className={styles.title}>{title}</h1>}
      {children}
    </main>
  );
}
