'use client';

import { signIn } from 'next-auth/react';
import { okOutput, type ResetPasswordInput, type SignUpInput } from '@/contracts/auth';
import { apiRequest, ApiError } from '@/lib/api-client';
import { tooManyAttemptsMessage } from '@/lib/messages';

// The product's accounts endpoints and the credentials sign-in of next-auth.

const post = (path: string, body: unknown) => apiRequest(path, { method: 'POST', body, schema: okOutput });

export const signUp = (input: SignUpInput) => post('/api/auth/signup', input);
export const verifyEmail = (email: string, verificationCode: string) =>
  post('/api/auth/verify-email', { email, verificationCode });
export const resendConfirmation = (email: string) => post('/api/auth/resend-confirmation', { email });
export const forgotPassword = (email: string) => post('/api/auth/forgot-password', { email });
export const resetForgottenPassword = (input: ResetPasswordInput) =>
  post('/api/auth/reset-forgotten-password', input);

/** The error code of a failed call: the body's `error` field, or the kind of failure. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.code ?? error.kind) : undefined;
}

/** The words of a refused burst (429), with the wait the server gave; null for any other failure. */
export function tooManyAttemptsOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429
    ? tooManyAttemptsMessage(error.retryAfterSeconds)
    : null;
}

/**
 * Signs in with e-mail and password without leaving the page. Resolves with null on success, else with the
 * error name next-auth read from the callback URL's `error` parameter (NotAuthorizedException, ...). The forms call
 * it through `useSignInWithPassword`, which first waits for the page's first read of the session.
 */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  try {
    const result = await signIn('credentials', { email, password, redirect: false });
    if (!result) return 'UnknownException';
    if (result.ok && !result.error) return null;
    return result.error ?? 'UnknownException';
  } catch {
    return 'UnknownException';
  }
}
