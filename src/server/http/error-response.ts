import 'server-only';
import { NextResponse } from 'next/server';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@/contracts/error-codes';

/**
 * The `{ error }` answer of a catalogued code with the code's status, never stored by a cache: the one shape of
 * every API failure, whether the route wrapper or a handler outside it answers.
 */
export function errorResponse(
  code: ErrorCode,
  options: { readonly message?: string; readonly headers?: Record<string, string> } = {},
): NextResponse {
  const body: ErrorBody =
    options.message === undefined ? { error: code } : { error: code, message: options.message };
  return NextResponse.json(body, {
    status: ERROR_STATUS[code],
    headers: { 'cache-control': 'no-store', ...options.headers },
  });
}
