import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { encode, getToken, type JWT } from 'next-auth/jwt';
import { env } from '@/config/env';
import { authSecret } from './auth-secret';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

// next-auth's own rule: secure cookies (and their __Secure- name) when NEXTAUTH_URL is https.
const isSecure = () => env().NEXTAUTH_URL?.startsWith('https://') ?? false;

/** The decoded session token of a request, or null. */
export function sessionTokenOf(request: NextRequest): Promise<JWT | null> {
  return getToken({ req: request, secret: authSecret(), secureCookie: isSecure() });
}

/**
 * Sets the session cookie to this token, or clears it (null: the browser is signed out): same name and
 * attributes as next-auth's own.
 */
export async function writeSessionCookie(response: NextResponse, token: JWT | null): Promise<void> {
  const secure = isSecure();
  const value = token ? await encode({ token, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS }) : '';
  response.cookies.set(`${secure ? '__Secure-' : ''}next-auth.session-token`, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: token ? SESSION_MAX_AGE_SECONDS : 0,
  });
}
