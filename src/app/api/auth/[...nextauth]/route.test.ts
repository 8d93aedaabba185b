import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The route in front of next-auth, driven as Next drives it. next-auth itself needs Next's request scope: the
// security suite drives the whole protocol on a real server (REDIR-*, AUTH500-*).
const ORIGIN = 'http://localhost:3000';
type Handler = (
  request: NextRequest,
  context: { params: Promise<{ nextauth: string[] }> },
) => Promise<Response>;
let GET: Handler;
let POST: Handler;

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-auth-route-')));
  vi.stubEnv('NEXTAUTH_SECRET', 'a-test-secret-that-is-at-least-32-characters-long');
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  ({ GET, POST } = (await import('./route')) as unknown as { GET: Handler; POST: Handler });
});

describe('/api/auth/_log', () => {
  it.each([
    ['GET', () => GET],
    ['POST', () => POST],
  ])('%s answers 404 JSON, whatever the body', async (method, handler) => {
    const request = new NextRequest(`${ORIGIN}/api/auth/_log`, {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: method === 'POST' ? 'level=error&code=FORGED&message=x' : undefined,
    });
    const response = await handler()(request, { params: Promise.resolve({ nextauth: ['_log'] }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NotFound' });
  });
});

describe('/api/auth/error', () => {
  it.each([
    ['', '/auth/error'],
    ['?error=OAuthCallback', '/auth/error?error=OAuthCallback'],
    ['?error=AccessDenied', '/auth/error?error=AccessDenied'],
    ['?error=undefined', '/auth/error'],
    ['?error=%3Cscript%3E', '/auth/error'],
  ])(
    "GET %s redirects to the site's own error page, passing on only a known error name",
    async (query, to) => {
      const request = new NextRequest(`${ORIGIN}/api/auth/error${query}`);
      const response = await GET(request, { params: Promise.resolve({ nextauth: ['error'] }) });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${ORIGIN}${to}`);
    },
  );
});
