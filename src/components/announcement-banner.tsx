'use client';

import { useState, useSyncExternalStore, type Ref } from 'react';
import { STORAGE_KEYS } from '@/config/constants';
import type { Announcement } from '@/contracts/shell';
import { SvgIcon } from './svg-icon';
import { buttonClass } from '@/components/button';
import { useReadyControl } from '@/hooks/use-ready-control';
import styles from './announcement-banner.module.css';

function readIgnored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.ignoredBannerContent) ?? '';
  } catch {
    return '';
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * The announcement banner: dismissible, the dismissal remembered in localStorage `ignoredBannerContent` keyed by
 * the banner's content, so that a different banner shows again.
 */
export function AnnouncementBanner({
  announcement,
  ref,
}: {
  announcement: Announcement;
  ref?: Ref<HTMLDivElement>;
}) {
  // Before hydration the banner shows: the server cannot know, and hiding it later shifts less than showing it.
  const ignored = useSyncExternalStore(subscribe, readIgnored, () => '');
  const [dismissed, setDismissed] = useState<string | null>(null);
  const ready = useReadyControl();
  if (ignored === announcement.content || dismissed === announcement.content) return null;
  return (
    <div ref={ref} role="region" aria-label="Announcement" className={styles.banner}>
      <p>
        {announcement.content}
        {announcement.link && (
          <>
            {' '}
            <a href={announcement.link}>{announcement.linkText || 'Learn more'}</a>
          </>
        )}
      </p>
      <button
        type="button"
        className={buttonClass({ variant: 'text', isSmall: true, isIcon: true, className: styles.dismiss })}
        aria-label="Dismiss the announcement"
        {...ready}
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_KEYS.ignoredBannerContent, announcement.content);
          } catch {
            // Private mode: dismissed for this page only.
          }
          setDismissed(announcement.content);
        }}
      >
        <SvgIcon name="close" />
      </button>
    </div>
  );
}
