import 'server-only';
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
 * True for the image optimiser's own fetch of a logo. It runs in-process with no headers at all, not even Host,
 * and its address is the socket's (a proxy's, for every visitor behind it), so it is not counted again: the
 * visitor's request was counted at `/_next/image`. A request from outside always has a Host header: the proxy
 * refuses one without (`requiresHost`).
 */
export const isOptimiserFetch = (headers: Headers): boolean => !headers.has('host');

/** Paths whose requests must name their host, so that no outside request passes for the optimiser's own. */
export const requiresHost = (pathname: string): boolean => pathname.startsWith('/logos/');
