'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { openQuoteModal, useQuoteModal } from '@/hooks/use-quote-modal';
import { useHasBeenTrue } from '@/hooks/use-has-been-true';
import type { HubspotForm } from './hubspot-quote-form';
import { QUOTE_PARAM } from './quote-param';

// The forms load when the modal first opens.
const RequestQuoteDialog = dynamic(
  () => import('./request-quote-dialog').then((module) => module.RequestQuoteDialog),
  { ssr: false },
);

/** `?quote=1` is the site-wide address of the quote request: product pages link there. */
function OpenOnQuoteParam() {
  const isRequested = useSearchParams().get(QUOTE_PARAM) === '1';
  useEffect(() => {
    if (isRequested) openQuoteModal();
  }, [isRequested]);
  return null;
}

/**
 * Request a Quote, opened by `openQuoteModal()` or `?quote=1`. Render it inside <Suspense>: it
 * reads the query string.
 */
export function RequestQuoteModal({ hubspot }: { hubspot?: HubspotForm }) {
  const hasOpened = useHasBeenTrue(useQuoteModal());
  return (
    <>
      <OpenOnQuoteParam />
      {hasOpened && <RequestQuoteDialog hubspot={hubspot} />}
    </>
  );
}
