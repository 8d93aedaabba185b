import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { log } from '../log';
import { AppError } from './app-error';
import { clientKey, consumeRateLimit, type RateLimitRule } from './rate-limit';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteContext<TInput> {
  readonly request: NextRequest;
  readonly input: TInput;
}

export interface RouteOptions<TSchema extends z.ZodType | undefined> {
  /** Parses the JSON body (POST) or the query string (GET); a failure answers 400. */
  readonly input?: TSchema;
  /** Requests per client address and window; past it the answer is 429 with Retry-After. */
  readonly rateLimit?: RateLimitRule;
  /** Shapes the answer: fields the schema does not name never leave the server. */
  readonly output?: z.ZodType;
}

type InputOf<TSchema> = TSchema extends z.ZodType ? z.infer<TSchema> : undefined;

const json = (status: number, body: unknown) =>
  NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * A state-changing request must come from our own origin with a JSON body: a cross-site form or a
 * `text/plain` fetch (which needs no CORS preflight) is refused before anything is read or written.
 */
function isCrossSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, request)) return true;
  const type = request.headers.get('content-type') ?? '';
  return !type.toLowerCase().startsWith('application/json');
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

async function readInput(request: NextRequest): Promise<unknown> {
  if (!STATE_CHANGING.has(request.method)) return Object.fromEntries(request.nextUrl.searchParams);
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('InvalidJson', 400, 'request body is not JSON');
  }
}

/**
 * The one wrapper of every route handler: CSRF rule, input parsing with the endpoint's zod contract, and
 * AppError to `{ error }` JSON. Anything unexpected is logged and answered as a bare 500 without details.
 */
export function route<TSchema extends z.ZodType | undefined, TResult>(
  options: RouteOptions<TSchema>,
  handler: (context: RouteContext<InputOf<TSchema>>) => Promise<TResult> | TResult,
) {
  return async (request: NextRequest): Promise<NextResponse> => {
    try {
      if (STATE_CHANGING.has(request.method) && isCrossSite(request)) {
        return json(403, { error: 'CrossSiteRequestRefused' });
      }
      if (options.rateLimit) {
        const retryAfter = await consumeRateLimit(options.rateLimit, clientKey(request.headers));
        if (retryAfter !== null) {
          const response = json(429, { error: 'TooManyRequests' });
          response.headers.set('retry-after', String(retryAfter));
          return response;
        }
      }
      let input: unknown = undefined;
      if (options.input) {
        const parsed = options.input.safeParse(await readInput(request));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return json(400, {
            error: 'ValidationError',
            message: issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'invalid input',
          });
        }
        input = parsed.data;
      }
      const result = await handler({ request, input: input as InputOf<TSchema> });
      if (result instanceof NextResponse) return result;
      return json(200, options.output ? options.output.parse(result) : (result ?? {}));
    } catch (error) {
      if (error instanceof AppError) return json(error.status, { error: error.code });
      log.error({ err: error, path: request.nextUrl.pathname }, 'unhandled error in route handler');
      return json(500, { error: 'InternalServerError' });
    }
  };
}
