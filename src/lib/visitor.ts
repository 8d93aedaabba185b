// The anonymous visitor's cookie, asked of GET /api/visitor once per tab: pages never set it (a cache in front
// may keep them), and votes, project page views, searches and analytics events count only for a visitor who has
// one. Browser only.

const ISSUED_KEY = 'rampart-visitor';

let pending: Promise<void> | null = null;

/**
 * Resolves once the browser holds a visitor cookie (or once asking for one failed: the action is then sent
 * without it, and the server counts it as it counts a visitor without a cookie).
 */
export function ensureVisitor(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  try {
    if (window.sessionStorage.getItem(ISSUED_KEY)) return Promise.resolve();
  } catch {
    // Storage refused (a privacy mode): ask the server, which issues nothing when the cookie is already there.
  }
  pending ??= fetch('/api/visitor', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => {
      if (!response.ok) return;
      try {
        window.sessionStorage.setItem(ISSUED_KEY, '1');
      } catch {
        // Not remembered: the next page asks again.
      }
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
