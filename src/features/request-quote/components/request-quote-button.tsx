'use client';

import { openQuoteModal } from '@/hooks/use-quote-modal';
import { buttonClass } from '@/components/button';
import { useReadyControl } from '@/hooks/use-ready-control';

/** The header's 'Request a Quote' button: opens the Request a Quote modal. */
export function RequestQuoteButton() {
  const ready = useReadyControl();
  return (
    <button type="button" className={buttonClass({ variant: 'primary' })} {...ready} onClick={openQuoteModal}>
      Request a Quote
    </button>
  );
}
