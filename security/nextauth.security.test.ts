// S4, S5, S6: the guard in front of next-auth. Whatever a client sends to /api/auth/*, the answer is next-auth's
// own or a 4xx JSON error, never a 500; and what the client wrote never reaches the log, nor do stack traces.
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';

const SENTINEL = 'nextauth-sentinel-4b1d';

/** What the app's log gained while `act` ran. */
async function logDuring(act: () => Promise<void>): Promise<string> {
  const file = inject('appLog');
  const before = fs.statSync(file).size;
  await act();
  // Log lines are written as the answer leaves: give the last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return fs.readFileSync(file, 'utf8').slice(before);
}

// A stack frame, printed or inside a JSON line.
const STACK_FRAME = /(?:\n|\\n)\s+at \S+/;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe("next-auth's side doors", () => {
  it('S4 a query value given twice is refused with 400 on every action, whichever spelling comes last', async () => {
    const client = new Client();
    const written = await logDuring(async () => {
      for (const action of [
        'session',
        'csrf',
        'providers',
        'signin',
        'signout',
        'error',
        'callback/cognito',
      ]) {
        for (const query of [
          'callbackUrl=/&callbackUrl=javascript:alert(1)',
          'callbackUrl=https://evil.test&callbackUrl=/',
          'callbackUrl=%2F&callbackUrl=%3A%3A',
          'error=Configuration&error=%3Cscript%3E',
        ]) {
          const reply = await client.get(`/api/auth/${action}?${query}`);
          expect(reply.status, `${action}?${query}`).toBe(400);
          expect(reply.json, `${action}?${query}`).toHaveProperty('error');
        }
      }
      const csrf = (await client.get('/api/auth/csrf')).json as { csrfToken: string };
      const reply = await client.post(
        '/api/auth/callback/credentials?callbackUrl=/&callbackUrl=::',
        new URLSearchParams({ csrfToken: csrf.csrfToken, email: 'a@b.test', password: 'x' }).toString(),
        { headers: form },
      );
      expect(reply.status).toBe(400);
    });
    expect(written).not.toMatch(STACK_FRAME);
  });

  it('S5 a body that is not a form gets 415, a broken form 400, GET of a form action 405, none of them a 500', async () => {
    const client = new Client();
    const csrf = (await client.get('/api/auth/csrf')).json as { csrfToken: string };
    const actions = ['signin/credentials', 'callback/credentials', 'signout', 'signin/cognito'];
    const written = await logDuring(async () => {
      for (const action of actions) {
        const path = `/api/auth/${action}`;
        const replies = [
          [415, await client.post(path, { csrfToken: csrf.csrfToken, json: 'true' })],
          [
            415,
            await client.post(path, '{"csrfToken":', { headers: { 'content-type': 'application/json' } }),
          ],
          [
            415,
            await client.post(path, `csrfToken=${csrf.csrfToken}`, {
              headers: { 'content-type': 'text/plain' },
            }),
          ],
          [
            415,
            await client.post(path, 'a', { headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
          ],
          [400, await client.post(path, `csrfToken=${csrf.csrfToken}&email=%E0%A4%A`, { headers: form })],
          [
            400,
            await client.post(
              path,
              Buffer.concat([Buffer.from('email=a'), Buffer.from([0xff, 0xfe]), Buffer.from('&x=1')]),
              {
                headers: form,
              },
            ),
          ],
        ] as const;
        for (const [status, reply] of replies) {
          expect(reply.status, `${path} ${reply.text.slice(0, 80)}`).toBe(status);
          expect(reply.json, path).toHaveProperty('error');
        }
      }
      // The credentials callback and sign-in take posts only; the reads take no posts.
      for (const path of ['/api/auth/callback/credentials', '/api/auth/signin/credentials']) {
        const reply = await client.get(path);
        expect(reply.status, path).toBe(405);
        expect(reply.json, path).toHaveProperty('error');
      }
      for (const path of ['/api/auth/csrf', '/api/auth/providers', '/api/auth/session']) {
        const reply = await client.post(path, `csrfToken=${csrf.csrfToken}`, { headers: form });
        expect(reply.status, path).toBe(405);
      }
    });
    expect(written).not.toMatch(STACK_FRAME);
    expect(written).not.toMatch(/"level":50/);
  });

  it("S6 an identity provider's error text and garbage session cookies reach the log as codes only, never at error level", async () => {
    const written = await logDuring(async () => {
      const client = new Client();
      for (let n = 0; n < 10; n += 1) {
        const reply = await client.get(
          `/api/auth/callback/cognito?error=${SENTINEL}-${n}%3Cscript%3E&error_description=${SENTINEL}`,
        );
        expect(reply.status).toBeLessThan(500);
      }
      for (const name of ['__Secure-next-auth.session-token', 'next-auth.session-token']) {
        for (const value of [`${SENTINEL}`, `eyJhbGciOiJkaXIifQ.${SENTINEL}..x.y`, 'x'.repeat(3000)]) {
          const reply = await new Client().get('/api/auth/session', {
            headers: { cookie: `${name}=${value}` },
          });
          expect(reply.status).toBe(200);
          expect(reply.json).toEqual({});
        }
      }
    });
    expect(written).not.toContain(SENTINEL);
    expect(written).not.toMatch(/"level":50/);
    expect(written).not.toMatch(STACK_FRAME);
  });
});
