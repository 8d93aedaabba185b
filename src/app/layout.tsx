import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { HydrationMarker } from '@/components/hydration-marker';
import { RouteChangeEffects } from '@/components/route-change-effects';
import { IconSprite } from '@/components/icon-sprite';
import { AuthModal } from '@/features/auth-modal/components/auth-modal';
import { CookieNotice } from '@/features/cookie-notice/components/cookie-notice';
import { COOKIE_CONSENT_SCRIPT } from '@/features/cookie-notice/consent-script';
import { ImpersonationModal } from '@/features/impersonation/components/impersonation-modal';
import { RequestQuoteModal } from '@/features/request-quote/components/request-quote-modal';
import { FeedbackNotification } from '@/features/surveys/components/feedback-notification';
import { UserTypeSurvey } from '@/features/surveys/components/user-type-survey';
import { env } from '@/config/env';
import { SITE_NAME, SITE_TAGLINE } from '@/config/site';
import { Providers } from './providers';
import './globals.css';
import { SkipLink } from '@/components/skip-link';

export const metadata: Metadata = {
  metadataBase: new URL(env().NEXTAUTH_URL ?? `http://localhost:${env().PORT}`),
  title: { default: `${SITE_NAME}: security scores for blockchain projects`, template: `%s | ${SITE_NAME}` },
  description: SITE_TAGLINE,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { HUBSPOT_PORTAL_ID: portalId, HUBSPOT_FORM_ID: formId } = env();
  // The marketing platform's quote form only when both ids are set; the built-in form otherwise.
  const hubspot = portalId && formId ? { portalId, formId } : undefined;
  return (
    // The head script below marks the document before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: COOKIE_CONSENT_SCRIPT }} />
      </head>
      <body>
        <SkipLink />
        <IconSprite />
        <Providers>
          {/* First in the document, so that it paints with the page and screen readers meet it first; it is
              fixed at the bottom of the screen. */}
          <CookieNotice />
          {children}
          <AuthModal />
          {/* It reads ?quote=1, which static pages know only in the browser: the boundary limits that to it. */}
          <Suspense fallback={null}>
            <RequestQuoteModal hubspot={hubspot} />
          </Suspense>
          <ImpersonationModal />
          <UserTypeSurvey />
          <FeedbackNotification />
          <Suspense fallback={null}>
            <RouteChangeEffects gaMeasurementId={env().GA_MEASUREMENT_ID} />
          </Suspense>
        </Providers>
        <HydrationMarker />
      </body>
    </html>
  );
}
