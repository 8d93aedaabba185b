'use client';

import { openQuoteModal } from '@/hooks/use-quote-modal';

/** The header's 'Request a Quote' button (spec section 2): opens the Request a Quote modal. */
export function RequestQuoteButton() {
  return (
    <button type="button" className="btn btn--primary" onClick={openQuoteModal}>
      Request a Quote
    </button>
  );
}
