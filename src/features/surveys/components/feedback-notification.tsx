'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { SvgIcon } from '@/components/svg-icon';
import { SURVEY_NOTIFICATION_INTERVAL_MS } from '@/config/constants';
import { fetchHasWatchlists, fetchSurvey } from '../api/survey-api';
import { lastNotificationTime, storeLastNotificationTime } from '../hooks/local-values';
import { buttonClass } from '@/components/button';
import styles from './feedback-notification.module.css';

// The survey loads when the user takes it.
const PersonalisationSurvey = dynamic(
  () => import('./personalisation-survey').then((module) => module.PersonalisationSurvey),
  { ssr: false },
);

type Mode = 'first-login' | 'repeat';

const TEXTS: Record<Mode, { title: string; body: string }> = {
  'first-login': {
    title: 'Welcome to Rampart!',
    body: 'Tell us a little about yourself and we will set up your first watchlist.',
  },
  repeat: {
    title: 'Help us improve Rampart',
    body: 'You can still tell us about yourself and set up a watchlist: it takes less than a minute.',
  },
};

/**
 * The feedback notification, evaluated when the session becomes authenticated: first-login
 * mode when the user's stored survey is empty or missing and no last-notification time is stored; repeat mode
 * when that time is more than 7 days old; hidden otherwise. It opens the personalisation survey.
 */
export function FeedbackNotification() {
  const { data: session, status } = useSession();
  const userId = status === 'authenticated' ? session.user.id : null;
  // Staff acting as a user are not asked the user's questions.
  const isImpersonating = Boolean(session?.user.adminId);
  // Both belong to the user they were decided for: another session starts afresh.
  const [decided, setDecided] = useState<{ userId: string; mode: Mode | null } | null>(null);
  const [survey, setSurvey] = useState<{ userId: string; hasWatchlists: boolean } | null>(null);
  const mode = decided && decided.userId === userId ? decided.mode : null;
  const setMode = (next: Mode | null) => setDecided(userId ? { userId, mode: next } : null);

  useEffect(() => {
    if (!userId || isImpersonating) return;
    let isCurrent = true;
    fetchSurvey()
      .then(({ survey: stored }) => {
        if (!isCurrent) return;
        const isEmpty = !stored || Object.keys(stored).length === 0;
        const last = lastNotificationTime();
        const next: Mode | null =
          last === null
            ? isEmpty
              ? 'first-login'
              : null
            : Date.now() - last > SURVEY_NOTIFICATION_INTERVAL_MS
              ? 'repeat'
              : null;
        setDecided({ userId, mode: next });
      })
      // Without the stored data there is nothing to decide on: the notification waits for the next session.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [userId, isImpersonating]);

  const openSurvey = async () => {
    setMode(null);
    if (!userId) return;
    const hasWatchlists = await fetchHasWatchlists().catch(() => true);
    setSurvey({ userId, hasWatchlists });
  };

  return (
    <>
      {mode && (
        <aside role="region" aria-label="Feedback" data-mode={mode} className={styles.notification}>
          <button
            type="button"
            className={buttonClass({ variant: 'text', isSmall: true, isIcon: true, className: styles.close })}
            aria-label="Close"
            onClick={() => setMode(null)}
          >
            <SvgIcon name="close" />
          </button>
          <strong className={styles.title}>{TEXTS[mode].title}</strong>
          <p className={styles.body}>{TEXTS[mode].body}</p>
          <button
            type="button"
            className={buttonClass({ variant: 'primary' })}
            onClick={() => void openSurvey()}
          >
            Take the survey
          </button>
        </aside>
      )}
      {survey && survey.userId === userId && (
        <PersonalisationSurvey
          hasWatchlists={survey.hasWatchlists}
          onClose={(later) => {
            if (later) storeLastNotificationTime(Date.now());
            setSurvey(null);
          }}
        />
      )}
    </>
  );
}
