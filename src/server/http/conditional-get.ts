import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';

/** A strong ETag of a body: a hash of its bytes, the same on every instance. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag`: one of a list, in its weak form (`W/"…"`) too, or `*`. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The answer to a GET with its ETag (the body's hash unless given): 304 without a body, nor its type and length,
 * when the request's If-None-Match names it; else the body with `status`. The other headers (caching, CORS,
 * Vary) go with either.
 */
export function conditionalAnswer(
  request: Pick<Request, 'headers'>,
  answer: {
    readonly body: string;
    readonly headers?: HeadersInit;
    readonly status?: number;
    readonly etag?: string;
  },
): NextResponse {
  const etag = answer.etag ?? etagOf(answer.body);
  const headers = new Headers(answer.headers);
  headers.set('etag', etag);
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new NextResponse(null, { status: 304, headers });
  }
  return new NextResponse(answer.body, { status: answer.status ?? 200, headers });
}
