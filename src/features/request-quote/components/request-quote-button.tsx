'use client';

import { openQuoteModal } from '@/hooks/use-quote-modal';
import { buttonClass } from '@/components/button';

/** The header's 'Request a Quote' button: opens the Request a Quote modal. */
export function RequestQuoteButton() {
  return (
    <button type="button" className={buttonClass({ variant: 'primary' })} onClick={openQuoteModal}>
      Request a Quote
    </button>
  );
}
