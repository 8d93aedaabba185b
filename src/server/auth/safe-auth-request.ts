import 'server-only';
import { NextRequest } from 'next/server';
import { JSON_BODY_MAX_BYTES } from '@/config/constants';
import { sameOriginPath } from '@/lib/same-origin-path';
import { readBodyBytes } from '../http/route';
import { siteOrigin } from '../http/site-origin';

// next-auth's callback-URL cookie, plain over HTTP and `__Secure-` over HTTPS.
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/**
 * The request with its `callbackUrl` (query string and cookie) reduced to a path of our own origin before
 * next-auth reads it: next-auth refuses a value that is no URL (`javascript:alert(1)`, `::`) with a 500 of its
 * own, and a path of ours is what the redirect callback would keep anyway. A request with nothing to change is
 * handed on as it is. A changed request is rebuilt with its body read first (within the 1 MB limit of every
 * route, else a 413 AppError): next-auth's form posts (sign-in, sign-out) are read from it again.
 */
export async function withSafeCallbackUrl(request: NextRequest): Promise<NextRequest> {
  const origin = siteOrigin(request);
  const url = new URL(request.url);
  let isChanged = false;
  const given = url.searchParams.get('callbackUrl');
  if (given !== null && sameOriginPath(given, origin) !== given) {
    url.searchParams.set('callbackUrl', sameOriginPath(given, origin));
    isChanged = true;
  }
  const cookies = request.cookies;
  for (const name of CALLBACK_COOKIES) {
    const value = cookies.get(name)?.value;
    if (value === undefined) continue;
    const safe = new URL(sameOriginPath(value, origin), origin).href;
    if (safe !== value) {
      cookies.set(name, safe);
      isChanged = true;
    }
  }
  if (!isChanged) return request;
  const headers = new Headers(request.headers);
  headers.set('cookie', cookies.toString());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await readBodyBytes(request, JSON_BODY_MAX_BYTES)) : undefined;
  return new NextRequest(url, { method: request.method, headers, body });
}
