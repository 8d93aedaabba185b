import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { JSON_BODY_MAX_BYTES, MULTIPART_BODY_MAX_BYTES } from '@/config/constants';
import type { SessionUser } from '@/contracts/auth';
import { CONTROL_CHARACTERS_MESSAGE, hasNul } from '@/contracts/text';
import { userOfRequest } from '../auth/request-user';
import { databaseUnavailableReason, isInvalidTextValue } from '../db/errors';
import { log } from '../log';
import { AppError } from '../errors/app-error';
import { errorResponse } from './error-response';
import { clientKey, consumeRateLimitState, type RateLimitRule, type RateLimitState } from './rate-limit';
import { isSameSiteRequest } from './visitor';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type AuthRule = 'user' | 'optional';
type UserOf<TAuth> = TAuth extends 'user' ? SessionUser : SessionUser | null;

export interface RouteContext<TInput, TAuth = undefined> {
  readonly request: NextRequest;
  readonly input: TInput;
  /** The signed-in user: always there with `auth: 'user'`, else null when signed out. */
  readonly user: UserOf<TAuth>;
}

export interface RouteOptions<
  TSchema extends z.ZodType | undefined,
  TAuth extends AuthRule | undefined = undefined,
> {
  /** `user`: signed-out requests get 401 before anything is read; `optional`: the user when there is one. */
  readonly auth?: TAuth;
  /** `multipart` lets a form-data upload through the CSRF rule; the handler reads the body itself. */
  readonly body?: 'json' | 'multipart';
  /** Parses the JSON body (POST) or the query string (GET); a failure answers 400. */
  readonly input?: TSchema;
  /**
   * Requests per client address and window; past it the answer is 429 with Retry-After. An endpoint that serves
   * signed-out visitors and names none has PUBLIC_ENDPOINT_LIMIT.
   */
  readonly rateLimit?: RateLimitRule;
  /** Every answer says where the client stands against the limit: `RateLimit-Limit`, `-Remaining`, `-Reset`. */
  readonly rateLimitHeaders?: boolean;
  /** Shapes the answer: fields the schema does not name never leave the server. */
  readonly output?: z.ZodType;
  /**
   * For a GET that changes state (a vote, a page view): only a request from our own pages is served, so that
   * another site cannot act through an image tag or a link; anything else is refused with 403 before it is read.
   */
  readonly sameSite?: boolean;
}

type InputOf<TSchema> = TSchema extends z.ZodType ? z.infer<TSchema> : undefined;

/**
 * The budget of every endpoint that serves signed-out visitors and names no budget of its own, per client address
 * and endpoint: generous for the pages that read them (a leaderboard scrolled, a search typed, a drawer of
 * monitoring charts opened), and, like the public API's, a bound on a script reading the same data in a loop.
 */
export const PUBLIC_ENDPOINT_LIMIT: RateLimitRule = {
  name: 'public-endpoints',
  points: 300,
  windowSeconds: 60,
};

const json = (status: number, body: unknown) =>
  NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

// Long enough for a database restart to finish; clients may try again after it.
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The database is down or overloaded: a clean, retryable 503 rather than a hung or crashed request. */
export function serviceUnavailable(request: NextRequest, reason?: string): NextResponse {
  log.warn({ path: request.nextUrl.pathname, reason }, 'database unavailable');
  const response = errorResponse('ServiceUnavailable');
  response.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return response;
}

/**
 * A state-changing request must come from our own origin with a JSON body: a cross-site form or a
 * `text/plain` fetch (which needs no CORS preflight) is refused before anything is read or written.
 */
function isCrossSite(request: NextRequest, body: 'json' | 'multipart'): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, request)) return true;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  // A multipart form can be posted cross-site without a preflight: it must then name our own origin.
  if (body === 'multipart') return origin === null || !type.startsWith('multipart/form-data');
  return !type.startsWith('application/json');
}

/** Our origin is the host the request was sent to (the server may listen under several names). */
function isOwnOrigin(origin: string, request: NextRequest): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === (request.headers.get('host') ?? request.nextUrl.host);
}

const tooLarge = () => new AppError('PayloadTooLarge');

/** Refuses a body whose declared length is over the limit before a byte of it is read. */
function checkDeclaredLength(request: NextRequest, limit: number): void {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
}

/** The body's bytes, read no further than the limit: a chunked body declares no length, so bytes are counted. */
export async function readBodyBytes(request: NextRequest, limit: number): Promise<Buffer> {
  checkDeclaredLength(request, limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A multipart request whose body has been read, within its limit, before the handler parses the form: the
 * handler's `formData()` would otherwise read a chunked upload of any size.
 */
async function withBufferedBody(request: NextRequest, limit: number): Promise<NextRequest> {
  const body = await readBodyBytes(request, limit);
  return new NextRequest(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(body),
  });
}

/** True when a string of the input, key or value, carries NUL: no field takes it, and PostgreSQL cannot store it. */
function carriesNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some(carriesNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, entry]) => hasNul(key) || carriesNul(entry));
  }
  return false;
}

async function readInput(request: NextRequest): Promise<unknown> {
  if (!STATE_CHANGING.has(request.method)) return Object.fromEntries(request.nextUrl.searchParams);
  const text = (await readBodyBytes(request, JSON_BODY_MAX_BYTES)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('InvalidJson', 'request body is not JSON');
  }
}

/**
 * The one wrapper of every route handler: CSRF rule, input parsing with the endpoint's zod contract, and
 * AppError to `{ error }` JSON. A database that cannot be reached answers 503 ServiceUnavailable. Anything
 * unexpected is logged and answered as a bare 500 without details.
 */
export function route<
  TSchema extends z.ZodType | undefined,
  TResult,
  TAuth extends AuthRule | undefined = undefined,
>(
  options: RouteOptions<TSchema, TAuth>,
  handler: (context: RouteContext<InputOf<TSchema>, TAuth>) => Promise<TResult> | TResult,
) {
  return async (incoming: NextRequest): Promise<NextResponse> => {
    let limitState: RateLimitState | undefined;
    const response = await answer(incoming, (state) => (limitState = state));
    if (limitState && options.rateLimitHeaders) {
      response.headers.set('ratelimit-limit', String(limitState.limit));
      response.headers.set('ratelimit-remaining', String(limitState.remaining));
      response.headers.set('ratelimit-reset', String(limitState.resetSeconds));
    }
    return response;
  };

  async function answer(
    incoming: NextRequest,
    onLimit: (state: RateLimitState) => void,
  ): Promise<NextResponse> {
    let request = incoming;
    try {
      if (STATE_CHANGING.has(request.method) && isCrossSite(request, options.body ?? 'json')) {
        return errorResponse('CrossSiteRequestRefused');
      }
      if (options.sameSite && !isSameSiteRequest(request)) return errorResponse('CrossSiteRequestRefused');
      const user = options.auth ? await userOfRequest(request) : null;
      if (options.auth === 'user' && !user) return errorResponse('Unauthorized');
      const limit = options.rateLimit ?? (options.auth === 'user' ? undefined : PUBLIC_ENDPOINT_LIMIT);
      if (limit) {
        // The shared budget is kept per endpoint: one page's reads do not spend another's.
        const key = options.rateLimit
          ? clientKey(request.headers)
          : `${clientKey(request.headers)} ${request.nextUrl.pathname}`;
        const state = await consumeRateLimitState(limit, key);
        onLimit(state);
        if (state.retryAfter !== null) {
          const response = errorResponse('TooManyRequests');
          response.headers.set('retry-after', String(state.retryAfter));
          return response;
        }
      }
      if (STATE_CHANGING.has(request.method)) {
        checkDeclaredLength(
          request,
          options.body === 'multipart' ? MULTIPART_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES,
        );
      }
      let input: unknown = undefined;
      if (options.body === 'multipart' && STATE_CHANGING.has(request.method)) {
        request = await withBufferedBody(request, MULTIPART_BODY_MAX_BYTES);
      }
      if (options.input && options.body !== 'multipart') {
        const raw = await readInput(request);
        if (carriesNul(raw)) {
          return errorResponse('ValidationError', { message: `input: ${CONTROL_CHARACTERS_MESSAGE}` });
        }
        const parsed = options.input.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return errorResponse('ValidationError', {
            message: issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'invalid input',
          });
        }
        input = parsed.data;
      }
      const result = await handler({
        request,
        input: input as InputOf<TSchema>,
        user: user as UserOf<TAuth>,
      });
      if (result instanceof NextResponse) return result;
      return json(200, options.output ? options.output.parse(result) : (result ?? {}));
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error.code);
      const unavailable = databaseUnavailableReason(error);
      if (unavailable !== null) return serviceUnavailable(request, unavailable);
      // Text the database cannot take got past the contracts: still the client's input, never a 500.
      if (isInvalidTextValue(error))
        return errorResponse('ValidationError', { message: 'input: invalid text' });
      log.error({ err: error, path: request.nextUrl.pathname }, 'unhandled error in route handler');
      return errorResponse('InternalServerError');
    }
  }
}
