// Performance budgets, checked by the end-to-end suite on the production build (e2e/api/first-load-budget.spec.ts):
// a page whose first load grows past its budget fails `npm test`.

export interface FirstLoadBudget {
  /** A page to load, as a visitor would open it. */
  readonly path: string;
  /** The most JavaScript its first load may take, compressed (gzip), in kilobytes of 1,024 bytes. */
  readonly kilobytes: number;
}

/**
 * The JavaScript the HTML of each page names (its scripts and preloaded scripts), before anything is loaded
 * lazily. The home page and a project page are where visitors arrive from a shared link on a phone.
 */
export const FIRST_LOAD_JS_BUDGETS: readonly FirstLoadBudget[] = [
  { path: '/', kilobytes: 250 },
  { path: '/projects/bitcoin', kilobytes: 250 },
];
