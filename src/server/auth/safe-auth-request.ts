import 'server-only';
import { NextRequest } from 'next/server';
import { JSON_BODY_MAX_BYTES } from '@/config/constants';
import { hasNul } from '@/contracts/text';
import { sameOriginPath } from '@/lib/same-origin-path';
import { AppError } from '../errors/app-error';
import { readBodyBytes } from '../http/route';
import { siteOrigin } from '../http/site-origin';

// next-auth's callback-URL cookie, plain over HTTP and `__Secure-` over HTTPS.
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

// The actions of next-auth's protocol this site serves, and how each may be asked. Reads are GETs; signing in
// with a provider, its callback for the credentials form, and signing out are form posts (next-auth's client
// sends nothing else). An OAuth provider's callback comes back as a GET redirect.
const READS = new Set(['session', 'csrf', 'providers', 'signin', 'signout', 'error', 'callback']);
const FORM_POSTS = new Set(['signin', 'callback', 'signout']);
// Actions of a provider that answer a form only: a GET of them is no sign-in.
const FORM_ONLY_PROVIDERS = new Set(['credentials']);

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Whether next-auth serves this action, for this provider, with this method. */
function isAllowedMethod(method: string, action: string, providerId: string | undefined): boolean {
  if (isRead(method)) {
    if (!READS.has(action)) return false;
    // Sign-in with a provider is a POST; so is the credentials form's callback.
    if (action === 'signin' && providerId !== undefined) return false;
    return !(action === 'callback' && FORM_ONLY_PROVIDERS.has(providerId ?? ''));
  }
  if (method !== 'POST' || !FORM_POSTS.has(action)) return false;
  // A post names its provider, except the sign-out.
  return action === 'signout' ? providerId === undefined : providerId !== undefined;
}

const isKnownAction = (action: string) => READS.has(action) || FORM_POSTS.has(action);

/**
 * A form body's fields, decoded strictly: UTF-8 that does not decode, a broken percent-escape, NUL, or a field
 * given twice answer 400 rather than reaching next-auth, which would read them its own, lenient way.
 */
function formFields(bytes: Buffer): [string, string][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('ValidationError', 'form body is not UTF-8');
  }
  const fields: [string, string][] = [];
  const seen = new Set<string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const [rawName, rawValue] = eq === -1 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw new AppError('ValidationError', 'broken percent-escape in the form body');
    }
    if (hasNul(name) || hasNul(value)) throw new AppError('ValidationError', 'NUL in the form body');
    if (seen.has(name)) throw new AppError('ValidationError', 'form field given twice');
    seen.add(name);
    fields.push([name, value]);
  }
  return fields;
}

/** A `callbackUrl` as next-auth may read it: a path of our own origin, whatever was sent. */
const safeCallback = (name: string, value: string, origin: string) =>
  name === 'callbackUrl' ? sameOriginPath(value, origin) : value;

/**
 * The one guard in front of next-auth (`/api/auth/*`). It answers, before next-auth reads anything:
 * - 404 for an action this site does not serve, 405 for a method the action does not take (a GET of the
 *   credentials callback, a POST of the session);
 * - 400 for a query parameter given twice (next-auth and a check reading different copies of it was how a
 *   malformed `callbackUrl` slipped through), or a form field given twice, broken escapes or undecodable bytes;
 * - 415 for a body that is not a form (JSON, text, multipart), which next-auth would try to parse its own way;
 * - 413 for a body over 1 MB.
 * What passes is rebuilt from the values checked here: every `callbackUrl` (query, body and cookie) reduced to a
 * path of our own origin, so that next-auth reads exactly what was checked.
 */
export async function guardAuthRequest(
  request: NextRequest,
  segments: readonly string[],
): Promise<NextRequest> {
  const [action = '', providerId] = segments;
  if (segments.length > 2 || !isKnownAction(action)) throw new AppError('NotFound');
  if (!isAllowedMethod(request.method, action, providerId)) throw new AppError('MethodNotAllowed');
  const origin = siteOrigin(request);
  const url = new URL(request.url);
  const names = [...url.searchParams.keys()];
  if (new Set(names).size !== names.length)
    throw new AppError('ValidationError', 'query parameter given twice');
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) query.set(name, safeCallback(name, value, origin));
  url.search = query.toString();

  const cookies = request.cookies;
  for (const name of CALLBACK_COOKIES) {
    const value = cookies.get(name)?.value;
    if (value !== undefined) cookies.set(name, new URL(sameOriginPath(value, origin), origin).href);
  }
  const headers = new Headers(request.headers);
  headers.set('cookie', cookies.toString());
  if (isRead(request.method)) return new NextRequest(url, { method: request.method, headers });

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new AppError('UnsupportedMediaType');
  const fields = formFields(await readBodyBytes(request, JSON_BODY_MAX_BYTES));
  const body = new URLSearchParams(fields.map(([name, value]) => [name, safeCallback(name, value, origin)]));
  headers.delete('content-length');
  return new NextRequest(url, { method: 'POST', headers, body: body.toString() });
}
