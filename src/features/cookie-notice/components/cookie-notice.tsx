'use client';

import { useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/config/constants';
import { buttonClass } from '@/components/button';
import { useReadyControl } from '@/hooks/use-ready-control';
import styles from './cookie-notice.module.css';

function readConsent(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cookieConsent) === 'true';
  } catch {
    return false;
  }
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The cookie notice: shown until the visitor clicks 'I Accept' (remembered in localStorage `cookieConsent`). */
export function CookieNotice() {
  // The server renders the notice; the browser drops it on hydration when consent is stored.
  const hasConsent = useSyncExternalStore(subscribeToStorage, readConsent, () => false);
  const [isDismissed, setIsDismissed] = useState(false);
  const ready = useReadyControl();
  if (hasConsent || isDismissed) return null;
  return (
    <div role="region" aria-label="Cookie notice" className={styles.notice}>
      <p className={styles.text}>
        We use cookies to keep you signed in, remember your choices and measure how the site is used.
      </p>
      <button
        type="button"
        className={buttonClass({ variant: 'primary' })}
        {...ready}
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_KEYS.cookieConsent, 'true');
          } catch {
            // Storage may be unavailable (private mode): the notice still closes for this page view.
          }
          setIsDismissed(true);
        }}
      >
        I Accept
      </button>
    </div>
  );
}
