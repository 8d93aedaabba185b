'use client';

import styles from './form-error.module.css';

/** A form's error line, announced to screen readers. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="alert" className={styles.error}>
      {text}
    </div>
  );
}
