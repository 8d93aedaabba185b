// The one typed fetch client of the browser, with one request-failure policy:
// 504 is retried up to 3 times, then a timeout error; 500 and above a server error; 404 not found; other
// statuses from 400 a client error; any other non-success a generic error. Server and timeout errors are
// reported to POST /api/errors with the page URL. The error carries the response body text; the feature
// decides the words shown.
import type { z } from 'zod';

export const GATEWAY_TIMEOUT_RETRIES = 3;

export type ApiErrorKind = 'timeout' | 'server' | 'not-found' | 'client' | 'generic' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The response body as text. */
    readonly body: string,
    /** A 429's or 503's `retry-after`, in seconds, when the server gave one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${kind} error (${status})`);
    this.name = 'ApiError';
  }

  /** The `error` code of a JSON error body, when there is one. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The seconds a `retry-after` header asks to wait: a number of seconds or an HTTP date; null without one. */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * A response schema loaded with its contract on first use, for `RequestOptions.schema`: the contract, and zod
 * with it, stay out of the first load of the pages whose scripts call the API only later.
 */
export const lazyContract =
  <TModule, T>(load: () => Promise<TModule>, pick: (module: TModule) => z.ZodType<T>) =>
  (): Promise<z.ZodType<T>> =>
    load().then(pick);

export function errorKindOf(status: number): ApiErrorKind {
  if (status === 504) return 'timeout';
  if (status >= 500) return 'server';
  if (status === 404) return 'not-found';
  if (status >= 400) return 'client';
  return 'generic';
}

export interface RequestOptions<T> {
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly query?: Record<string, string | number | undefined>;
  /**
   * Parses the success body; a body that does not match is a generic error. A loader of the schema keeps the
   * contract, and zod with it, out of the first load of the pages whose scripts only call the API later.
   */
  readonly schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  readonly signal?: AbortSignal;
  /** Injected in tests. */
  readonly fetchImpl?: typeof fetch;
}

function report(fetchImpl: typeof fetch, title: string, description: string): void {
  const page = typeof window === 'undefined' ? '' : window.location.href;
  void fetchImpl('/api/errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, description: `${page}\n${description}`.trim(), trace: '' }),
  }).catch(() => undefined);
}

/** A random key of 32 hex digits (getRandomValues, unlike randomUUID, also works on plain-HTTP pages). */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  // One key for a POST and its retries after a 504: the server can tell a retry from a second request.
  const headers: Record<string, string> | undefined =
    options.body === undefined
      ? undefined
      : {
          'content-type': 'application/json',
          ...(options.method === 'POST' ? { 'idempotency-key': newRequestKey() } : {}),
        };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const url = query.size ? `${path}?${query}` : path;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: options.method ?? 'GET',
        credentials: 'same-origin',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('network', 0, error instanceof Error ? error.message : String(error));
    }
    if (response.ok) {
      const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new ApiError('generic', response.status, 'unexpected response');
      return parsed.data;
    }
    const body = await response.text().catch(() => '');
    const kind = errorKindOf(response.status);
    if (kind === 'timeout' && attempt < GATEWAY_TIMEOUT_RETRIES) continue;
    if (kind === 'timeout') report(fetchImpl, 'Request timed out', `${options.method ?? 'GET'} ${path}`);
    if (kind === 'server')
      report(fetchImpl, `Server error ${response.status}`, `${options.method ?? 'GET'} ${path}\n${body}`);
    throw new ApiError(kind, response.status, body, retryAfterSecondsOf(response.headers.get('retry-after')));
  }
}
