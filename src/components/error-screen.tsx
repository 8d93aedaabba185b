import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './error-screen.module.css';

/** A full-page error (not found, server error): a large title over centred text and links. */
export function ErrorScreen({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}

export { styles as errorScreenStyles };
