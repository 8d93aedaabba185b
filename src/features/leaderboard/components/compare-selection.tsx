'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { buttonClass } from '@/components/button';
import { COMPARE_MAX_PROJECTS, COMPARE_MIN_PROJECTS } from '@/config/constants';
import { COMPARE_MESSAGES } from '@/lib/messages';
import { COMPARE_FORM_ID } from './compare-pick';
import styles from './compare-selection.module.css';

const pickedIds = (form: HTMLFormElement) => new FormData(form).getAll('ids').map(String);

/**
 * The form that the leaderboard rows' check boxes belong to: it opens /compare with the picked projects, in the
 * order of the table. Without scripts it is a plain GET form (`?ids=a&ids=b`, which /compare accepts too); with
 * them it counts the picks as they change, stays in sight at the bottom of the window once one is picked, and
 * says what is wrong with too few or too many before leaving the page.
 */
export function CompareSelection() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The check boxes sit in the table, outside the form: their changes reach the document, not the form.
    const onChange = (event: Event) => {
      if ((event.target as HTMLInputElement | null)?.form !== form) return;
      setCount(pickedIds(form).length);
      setMessage(null);
    };
    setCount(pickedIds(form).length);
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = pickedIds(event.currentTarget);
    if (ids.length < COMPARE_MIN_PROJECTS) setMessage(COMPARE_MESSAGES.tooFew);
    else if (ids.length > COMPARE_MAX_PROJECTS) setMessage(COMPARE_MESSAGES.tooMany);
    else router.push(`/compare?ids=${ids.map(encodeURIComponent).join(',')}`);
  };

  return (
    <form
      ref={formRef}
      id={COMPARE_FORM_ID}
      action="/compare"
      method="get"
      onSubmit={onSubmit}
      className={count > 0 ? `${styles.bar} ${styles.active}` : styles.bar}
    >
      <p role="status" className={styles.status}>
        {count === 0
          ? `Tick ${COMPARE_MIN_PROJECTS} to ${COMPARE_MAX_PROJECTS} projects to compare them side by side.`
          : `${count} of ${COMPARE_MAX_PROJECTS} projects picked.`}
      </p>
      <button type="submit" className={buttonClass({ variant: count > 0 ? 'primary' : 'default' })}>
        Compare
      </button>
      {message && (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      )}
    </form>
  );
}
