import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { encode, getToken } from 'next-auth/jwt';
import { env } from '@/config/env';
import { authSecret } from './auth-secret';

const MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * Re-signs the caller's own session with the user's new session version, so that a password change ends every
 * other session but not this one. Same cookie name and attributes as next-auth's.
 */
export async function reissueSession(request: NextRequest, response: NextResponse, sessionVersion: number) {
  // next-auth's own rule: secure cookies (and their __Secure- name) when NEXTAUTH_URL is https.
  const isSecure = env().NEXTAUTH_URL?.startsWith('https://') ?? false;
  const name = `${isSecure ? '__Secure-' : ''}next-auth.session-token`;
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: isSecure });
  if (!token) return;
  const value = await encode({
    token: { ...token, sv: sessionVersion },
    secret: authSecret(),
    maxAge: MAX_AGE_SECONDS,
  });
  response.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}
