import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/server/auth/auth-secret';
import type { RateLimitRule } from '@/server/http/rate-limit';

// Pictures cost CPU to make. The limits are counted per client address at the door each request comes through:
// the image optimiser (`/_next/image`) for the pictures pages show, the logo service for direct requests.

/**
 * Requests of the image optimiser a client may make a minute: twenty pages of sixty logos each, more than a
 * visitor reads; a cached picture costs little and a new one one resize.
 */
export const OPTIMISER_REQUEST_LIMIT: RateLimitRule = {
  name: 'image-requests',
  points: 1200,
  windowSeconds: 60,
};

/** Logos not in the cache that a client may have drawn a minute; resized ones cost more, so fewer. */
export const LOGO_RENDER_LIMITS: Record<'plain' | 'transformed', RateLimitRule> = {
  plain: { name: 'logo-renders', points: 600, windowSeconds: 60 },
  transformed: { name: 'logo-transforms', points: 60, windowSeconds: 60 },
};

/**
 * The image optimiser fetches a logo in-process, with no headers at all and its socket's address (a proxy's, for
 * every visitor behind it): counted against each visitor's one budget, those fetches failed for everyone together.
 * The visitor's request was counted at `/_next/image`; the fetches themselves share this far larger budget, which
 * only bounds the CPU all of them may take.
 */
export const OPTIMISER_FETCH_LIMITS: Record<'plain' | 'transformed', RateLimitRule> = {
  plain: { name: 'optimiser-logo-renders', points: 6000, windowSeconds: 60 },
  transformed: { name: 'optimiser-logo-transforms', points: 600, windowSeconds: 60 },
};

/** The key all of the image optimiser's own fetches share. */
export const OPTIMISER_KEY = 'image-optimiser';

/**
 * The header `src/proxy.ts` sets on every request that came from outside (it overwrites whatever a client sent):
 * the proxy leaves only the optimiser's own expected fetch unmarked. A missing Host header
 * (HTTP/1.0 allows it) told them apart before, and any client could send that.
 */
export const OUTSIDE_REQUEST_HEADER = 'x-rampart-outside-request';

/** The header's value: keyed with the server secret, so that no request can carry it unless the proxy set it. */
export const outsideRequestMark = (): string =>
  createHmac('sha256', authSecret()).update('outside-request').digest('base64url');

/** True for the image optimiser's own fetch of a logo: a request the proxy left unmarked (src/proxy.ts). */
export const isOptimiserFetch = (headers: Headers): boolean =>
  headers.get(OUTSIDE_REQUEST_HEADER) !== outsideRequestMark();
