// CSRF: state changes come from our own pages only, no CORS header opens the API to another origin with
// credentials, and sign-in callbacks never leave our origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, Client } from './support/client';
import { STATE_CHANGING } from './support/endpoints';
import { mailsTo, signedInUser, type TestUser } from './support/users';

const EVIL = 'https://evil.test';

describe('cross-site requests', () => {
  let alice: TestUser;

  beforeAll(async () => {
    alice = await signedInUser();
  });

  /** Everything of Alice's that a forged request could change. */
  const stateOf = async (user: TestUser) => ({
    lists: (await user.client.get('/api/watchlist')).json,
    profile: (await user.client.get('/api/user/profile')).json,
    wallets: (await user.client.get('/api/user/wallets')).json,
    survey: (await user.client.get('/api/user/survey')).json,
    settings: (await user.client.post('/api/sso-settings', { id: null })).json,
    session: (await user.client.session()).user?.id,
    mails: (await mailsTo('someone@security.rampart.test')).length,
  });

  const hostile: [string, (body: unknown) => { headers: Record<string, string>; body: unknown }][] = [
    ['a cross-site Origin', (body) => ({ headers: { origin: EVIL }, body })],
    ['a null Origin', (body) => ({ headers: { origin: 'null' }, body })],
    [
      'Sec-Fetch-Site cross-site',
      (body) => ({ headers: { origin: '', 'sec-fetch-site': 'cross-site' }, body }),
    ],
    [
      'a text/plain body',
      (body) => ({ headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) }),
    ],
    [
      'a form body',
      (body) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(body as object).map(([k, v]) => [k, String(v)])).toString(),
      }),
    ],
  ];

  it.each(hostile)(
    'CSRF-1 every state-changing endpoint refuses %s (403, nothing written)',
    async (_label, make) => {
      const before = await stateOf(alice);
      for (const endpoint of STATE_CHANGING) {
        const { headers, body } = make(endpoint.sample);
        const reply = await alice.client.post(endpoint.path, body, { headers });
        expect(reply.status, endpoint.path).toBe(403);
        expect(reply.json, endpoint.path).toEqual({ error: 'CrossSiteRequestRefused' });
      }
      expect(await stateOf(alice)).toEqual(before);
    },
  );

  it('CSRF-2 no CORS header grants credentials to another origin', async () => {
    const client = alice.client;
    const replies = [
      await client.call('OPTIONS', '/api/watchlist/create', {
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
      await client.get('/api/watchlist', { headers: { origin: EVIL } }),
      await client.get('/api/auth/session', { headers: { origin: EVIL } }),
      await client.get('/api/user/profile', { headers: { origin: EVIL } }),
      await client.post('/api/watchlist/create', { name: 'x' }, { headers: { origin: EVIL } }),
    ];
    for (const reply of replies) {
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      const allowed = reply.headers['access-control-allow-origin'];
      expect(allowed === undefined || allowed === baseUrl()).toBe(true);
    }
  });

  const elsewhere = [
    'https://evil.test',
    '//evil.test',
    '/\\evil.test',
    'javascript:alert(1)',
    'https://evil.test@127.0.0.1/',
    `${baseUrl()}.evil.test/`,
  ];

  it.each(elsewhere)('CSRF-3 callbackUrl %s always ends on our own origin', async (callbackUrl) => {
    const onOurOrigin = (url: string) => new URL(url, baseUrl()).origin === baseUrl();
    const user = await signedInUser();
    const client = new Client();
    // The credentials callback answers where to go next.
    const login = await client.postCredentials(user.email, user.password, callbackUrl);
    expect(login.status, login.text.slice(0, 300)).toBe(200);
    const next = (login.json as { url: string }).url;
    expect(onOurOrigin(next), next).toBe(true);
    // next-auth's sign-in and sign-out pages redirect, and keep the value in a cookie.
    const signin = await client.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    if (signin.headers.location) expect(onOurOrigin(String(signin.headers.location))).toBe(true);
    const kept = [...client.cookies].find(([name]) => name.includes('callback-url'))?.[1];
    if (kept) expect(onOurOrigin(decodeURIComponent(kept))).toBe(true);
    const csrf = (await client.get('/api/auth/csrf')).json as { csrfToken: string };
    const signout = await client.post(
      '/api/auth/signout',
      new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: 'true' }).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    const after =
      (signout.json as { url?: string } | undefined)?.url ?? String(signout.headers.location ?? baseUrl());
    expect(onOurOrigin(after), after).toBe(true);
    // The login page hands the value to the page, which sends the user home: it never redirects elsewhere.
    const page = await client.get(`/auth/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    if (page.headers.location) expect(onOurOrigin(String(page.headers.location))).toBe(true);
  });

  it("CSRF-5 the identity provider's callback signs nobody in without the state and PKCE cookies of our own redirect", async () => {
    const client = new Client();
    const csrf = (await client.get('/api/auth/csrf')).json as { csrfToken: string };
    // Our own redirect to the provider: it carries state and a PKCE challenge, kept in cookies.
    const start = await client.post(
      '/api/auth/signin/cognito',
      new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl: EVIL, json: 'true' }).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    const authorize = new URL((start.json as { url: string }).url);
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    // An attacker's browser hands the victim a callback with its own code and state: refused, no session.
    const victim = new Client();
    const forged = await victim.get(
      `/api/auth/callback/cognito?code=attacker-code&state=${authorize.searchParams.get('state')}`,
    );
    expect([302, 303, 307]).toContain(forged.status);
    expect(new URL(String(forged.headers.location), baseUrl()).origin).toBe(baseUrl());
    expect((await victim.session()).user).toBeUndefined();
  });

  it('CSRF-4 the vote endpoint changes state only for a same-site request, one vote per account or visitor per project', async () => {
    const project = 'ethereum';
    const summary = async (client: Client) =>
      (await client.get(`/api/projects/average-yes-percentage?id=${project}`)).json as {
        votes: number;
        myVote: string | null;
      };
    const visitor = new Client();
    // A visitor has loaded a page of ours, which gave it the visitor cookie votes need.
    await visitor.visitPage('/');
    const start = (await summary(visitor)).votes;
    const sameSite = { 'sec-fetch-site': 'same-origin' };
    // Cross-site: a link, an image tag, a form of another site; or no proof of origin at all.
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: `${EVIL}/page` },
      { origin: EVIL },
      {},
    ];
    for (const headers of crossSite) {
      expect((await visitor.get(`/api/projects/vote?id=${project}&vote=yes`, { headers })).status).toBe(403);
      expect(
        (
          await visitor.post(
            `/api/projects/vote`,
            { id: project, vote: 'yes' },
            { headers: { ...headers, origin: headers.origin ?? EVIL } },
          )
        ).status,
      ).toBe(403);
    }
    expect((await summary(visitor)).votes).toBe(start);
    // Same-site: counted once per visitor, however often sent.
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await visitor.get(`/api/projects/vote?id=${project}&vote=yes`, { headers: sameSite })).status,
      ).toBe(200);
    }
    expect((await summary(visitor)).votes).toBe(start + 1);
    // A signed-in account votes once, from any number of browsers.
    const user = await signedInUser();
    const secondBrowser = new Client();
    expect(await secondBrowser.logIn(user.email, user.password)).toBeNull();
    for (const client of [user.client, secondBrowser]) {
      await client.visitPage('/');
      expect(
        (await client.get(`/api/projects/vote?id=${project}&vote=no`, { headers: sameSite })).status,
      ).toBe(200);
    }
    const after = await summary(user.client);
    expect(after.votes).toBe(start + 2);
    expect(after.myVote).toBe('no');
  });
});
