// REDIR: after signing in, the browser lands on our own origin whatever callbackUrl says; next-auth's pages never
// answer 500 for a malformed one; its client-log sink is closed.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from '@playwright/test';
import { baseUrl, Client } from './support/client';
import { closeBrowser, newBrowserContext } from './support/browser';
import { signedInUser, type TestUser } from './support/users';

/** Every spelling of another host that a path can take once a URL parser has normalised it. */
const FOREIGN = () => [
  'https://evil.test/steal',
  '//evil.test/steal',
  '/\\evil.test/steal',
  '/.//evil.test/steal',
  '/..//evil.test/steal',
  '/./\\evil.test/steal',
  '/\t/evil.test/steal',
  `${baseUrl()}//evil.test/steal`,
  `${baseUrl()}/.//evil.test/steal`,
];

/** Where the page ends once its script has run: our home page, never another host. */
async function expectHome(page: Page, label: string) {
  await page.waitForURL((url) => url.pathname === '/' || url.origin !== baseUrl(), { timeout: 20_000 });
  expect(new URL(page.url()).origin, label).toBe(baseUrl());
  expect(new URL(page.url()).pathname, label).toBe('/');
}

describe('redirects after log-in', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signedInUser();
  });
  afterAll(closeBrowser);

  it('REDIR-1 a signed-in visitor opening /auth/login?callbackUrl=<another host> stays on our origin', async () => {
    const context = await newBrowserContext();
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expectHome(page, 'first log-in');
    for (const callbackUrl of FOREIGN()) {
      await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await expectHome(page, callbackUrl);
    }
    await context.close();
  });

  it('REDIR-2 a foreign callbackUrl through /api/auth/signin, then the form log-in, ends on our origin', async () => {
    for (const callbackUrl of FOREIGN()) {
      const context = await newBrowserContext();
      const page = await context.newPage();
      await page.goto(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await page.waitForURL(/\/auth\/login/);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
      await expectHome(page, callbackUrl);
      await context.close();
    }
  });

  it('REDIR-3 the credentials callback answers a URL of our origin for every foreign callbackUrl', async () => {
    for (const callbackUrl of FOREIGN()) {
      const reply = await new Client().postCredentials(user.email, user.password, callbackUrl);
      const url = new URL((reply.json as { url: string }).url);
      expect(url.origin, callbackUrl).toBe(baseUrl());
      expect(url.pathname.startsWith('//'), callbackUrl).toBe(false);
    }
  });
});

describe("next-auth's own pages", () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', '::', 'http://[::1', 'https://', '%', '\\\\'])(
    'NA500-1 sign-in and sign-out never answer 500 for the callbackUrl %j',
    async (callbackUrl) => {
      const client = new Client();
      for (const path of ['/api/auth/signin', '/api/auth/signout']) {
        const reply = await client.get(`${path}?callbackUrl=${encodeURIComponent(callbackUrl)}`);
        expect(reply.status, path).toBeLessThan(500);
        const location = reply.headers.location;
        if (location) expect(new URL(String(location), baseUrl()).origin, path).toBe(baseUrl());
      }
      // The same value in next-auth's callback cookie.
      const withCookie = await client.get('/api/auth/signin', {
        headers: { cookie: `__Secure-next-auth.callback-url=${encodeURIComponent(callbackUrl)}` },
      });
      expect(withCookie.status).toBeLessThan(500);
    },
  );

  it('LOG-1 POST /api/auth/_log is closed: 404 for any body, cross-site or not, small or 8 MB', async () => {
    const client = new Client();
    const forged = new URLSearchParams({ level: 'error', code: 'FORGED_ENTRY', message: 'x' }).toString();
    const replies = [
      await client.post('/api/auth/_log', forged, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await client.post('/api/auth/_log', forged, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      }),
      await client.post('/api/auth/_log', `message=${'x'.repeat(8 * 1024 * 1024)}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ error: 'NotFound' });
    }
    expect(fs.readFileSync(inject('appLog'), 'utf8')).not.toContain('FORGED_ENTRY');
  });
});
