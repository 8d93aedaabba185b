'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { STORAGE_KEYS } from '@/config/constants';
import { PAGE_VIEW_EVENT } from '@/contracts/constants';
import { ensureVisitor } from '@/lib/visitor';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const hasConsent = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cookieConsent) === 'true';
  } catch {
    return false;
  }
};

/** Google Analytics, loaded once and only with an id configured and the visitor's consent. */
function forwardToGoogleAnalytics(measurementId: string, page: string): void {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = (...args: unknown[]) => window.dataLayer!.push(args);
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  window.gtag('event', 'page_view', { page_path: page });
}

/**
 * After each route change: scroll smoothly to the top and record one page view (page, referrer, timing) for a
 * signed-in user or a visitor who accepted cookies; forwarded to Google Analytics when configured.
 */
export function RouteChangeEffects({ gaMeasurementId }: { gaMeasurementId?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { status } = useSession();
  const previous = useRef<string | null>(null);
  const changedAt = useRef(0);
  const page = search ? `${pathname}?${search}` : pathname;

  useEffect(() => {
    // The session's first answer decides whether a signed-in user's first view counts without consent.
    if (status === 'loading' || previous.current === page) return;
    const isFirst = previous.current === null;
    const referrer = isFirst ? document.referrer : `${window.location.origin}${previous.current}`;
    previous.current = page;
    if (!isFirst) {
      const isCalm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: isCalm ? 'auto' : 'smooth' });
    }
    const timing = isFirst
      ? Math.round(performance.now())
      : Math.round(performance.now() - changedAt.current);
    changedAt.current = performance.now();
    const consent = hasConsent();
    if (status !== 'authenticated' && !consent) return;
    void ensureVisitor()
      .then(() =>
        fetch('/api/user/events', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventName: PAGE_VIEW_EVENT, properties: { page, referrer, timing } }),
          keepalive: true,
        }),
      )
      .catch(() => undefined);
    if (gaMeasurementId && consent) forwardToGoogleAnalytics(gaMeasurementId, page);
  }, [page, status, gaMeasurementId]);

  return null;
}
