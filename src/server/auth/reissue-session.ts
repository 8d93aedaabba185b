import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { sessionTokenOf, writeSessionCookie } from './session-cookie';

/**
 * Re-signs the caller's own session with the user's new session version, so that a password change ends every
 * other session but not this one. Same cookie name and attributes as next-auth's.
 */
export async function reissueSession(request: NextRequest, response: NextResponse, sessionVersion: number) {
  const token = await sessionTokenOf(request);
  if (!token) return;
  await writeSessionCookie(response, { ...token, sv: sessionVersion });
}
