'use client';

import type { ReactNode } from 'react';
import styles from './form-error.module.css';

/**
 * A form's error, announced to screen readers: a box above a page's form, or a line under the content of a
 * dialog or panel (`inline`).
 */
export function FormError({ text, inline = false }: { text: ReactNode; inline?: boolean }) {
  if (!text) return null;
  return (
    <div role="alert" className={inline ? styles.inline : styles.error}>
      {text}
    </div>
  );
}
