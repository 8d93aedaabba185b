'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from 'antd';
import { STORAGE_KEYS } from '@/config/constants';

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
  // On the server (and until hydration) the notice counts as accepted, so it never flashes for those who were.
  const hasConsent = useSyncExternalStore(subscribeToStorage, readConsent, () => true);
  const [isDismissed, setIsDismissed] = useState(false);
  const isVisible = !hasConsent && !isDismissed;

  if (!isVisible) return null;
  return (
    <div
      role="region"
      aria-label="Cookie notice"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 900,
        maxWidth: 720,
        margin: '0 auto',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '12px 16px',
        background: '#0b1220',
        color: '#e2e8f0',
        borderRadius: 12,
        boxShadow: '0 8px 24px rgba(15, 23, 42, 0.3)',
      }}
    >
      <p style={{ margin: 0, flex: '1 1 320px' }}>
        We use cookies to keep you signed in, remember your choices and measure how the site is used.
      </p>
      <Button
        type="primary"
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
      </Button>
    </div>
  );
}
