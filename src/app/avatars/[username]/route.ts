// GET /avatars/{username}: the profile-picture bucket, by username (the client adds a per-minute cache buster).
import { NextResponse } from 'next/server';
import { errorResponse } from '@/server/http/error-response';
import { getObject } from '@/server/integrations/storage';

export async function GET(_request: Request, context: { params: Promise<{ username: string }> }) {
  const { username } = await context.params;
  const body = /^[a-z0-9-]{1,24}$/.test(username) ? await getObject(username) : null;
  if (!body) return errorResponse('NotFound');
  return new NextResponse(new Uint8Array(body), {
    headers: {
      'content-type': 'image/webp',
      // Short: a new picture shows within the minute of the cache buster. Its strict CSP is set for the whole
      // folder in next.config.ts, where the site-wide policy would otherwise replace one set here.
      'cache-control': 'public, max-age=60',
    },
  });
}
