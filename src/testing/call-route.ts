import { NextRequest } from 'next/server';
import { uniqueClientAddress } from './client-address';

/** The origin route tests send their requests to: the app's own, so the CSRF rule lets a write through. */
export const TEST_ORIGIN = 'http://localhost:3000';

export type RouteHandler = (request: NextRequest) => Promise<Response>;

export interface RouteCall {
  /** GET without a body, POST with one; set it for a POST without a body. */
  readonly method?: 'GET' | 'POST';
  /** Sent as `application/json`: an object is encoded, a string is sent as it is (for bodies that are not JSON). */
  readonly body?: unknown;
  /** A multipart form, sent with the content type (and boundary) it makes itself. */
  readonly form?: FormData;
  /** The Cookie header: a session (`sessionCookieFor`), a visitor cookie, or both. */
  readonly cookie?: string;
  /**
   * The client address (X-Forwarded-For; the tests trust one proxy). A new one per call by default: rate limits
   * live in a Redis that outlives the run when REDIS_URL is set. null sends none.
   */
  readonly address?: string | null;
  /** The Origin header: ours by default; null sends none. */
  readonly origin?: string | null;
  /** Any other header; these win over the ones above. */
  readonly headers?: Record<string, string>;
}

/** The request a browser on our own pages would send to `path` (with its query string). */
export function routeRequest(path: string, call: RouteCall = {}): NextRequest {
  const headers: Record<string, string> = {};
  const origin = call.origin === undefined ? TEST_ORIGIN : call.origin;
  if (origin !== null) headers.origin = origin;
  const address = call.address === undefined ? uniqueClientAddress() : call.address;
  if (address !== null) headers['x-forwarded-for'] = address;
  if (call.cookie) headers.cookie = call.cookie;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const body =
    call.form ??
    (call.body === undefined || typeof call.body === 'string' ? call.body : JSON.stringify(call.body));
  return new NextRequest(`${TEST_ORIGIN}${path}`, {
    method: call.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...headers, ...call.headers },
    body,
  });
}

/** Calls a route handler as the app would, with the request `routeRequest` builds. */
export const callRoute = (handler: RouteHandler, path: string, call?: RouteCall): Promise<Response> =>
  handler(routeRequest(path, call));
