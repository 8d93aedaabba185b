'use client';

import { createStore } from './create-store';

// Whether the Request a Quote modal is open, shared by the header button, the product pages'
// ?quote=1 links and the modal itself.
const quoteModal = createStore(false);

export const openQuoteModal = (): void => quoteModal.set(true);
export const closeQuoteModal = (): void => quoteModal.set(false);

/** True while the Request a Quote modal is open. */
export const useQuoteModal = (): boolean => quoteModal.useValue();
