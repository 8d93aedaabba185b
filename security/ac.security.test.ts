// AC: another user's objects stay out of reach, the checks live in the handlers (no middleware to slip past),
// and no answer carries another user's fields or a secret.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';
import { ENDPOINTS, query } from './support/endpoints';
import { signedInUser, type TestUser } from './support/users';

type List = { id: string; name: string; projects: string[]; version?: number };

describe('access control', () => {
  let alice: TestUser;
  let bob: TestUser;
  let bobList: List;

  beforeAll(async () => {
    alice = await signedInUser();
    bob = await signedInUser();
    const created = await bob.client.post('/api/watchlist/create', {
      name: 'Bob list',
      projects: ['bitcoin'],
    });
    expect(created.status).toBe(200);
    bobList = created.json as List;
  });

  const bobLists = async () => (await bob.client.get('/api/watchlist')).json as { data: List[] };

  it("AC-1 every id-taking endpoint answers 404 or 403 for another user's object and changes nothing", async () => {
    const before = await bobLists();
    const attempts = [
      alice.client.post('/api/watchlist/update', { id: bobList.id, name: 'Taken' }),
      alice.client.post('/api/watchlist/update', { id: bobList.id, projects: [] }),
      alice.client.post('/api/watchlist/delete', { id: bobList.id }),
      alice.client.get(`/api/watchlist/export?id=${encodeURIComponent(bobList.id)}`),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect([403, 404]).toContain(reply.status);
      expect(reply.text).not.toContain('Bob list');
    }
    expect(await bobLists()).toEqual(before);
    // Alice's own list view never shows Bob's.
    const aliceLists = (await alice.client.get('/api/watchlist')).json as { data: List[] };
    expect(aliceLists.data.map((list) => list.id)).not.toContain(bobList.id);
  });

  const guarded = [
    ...ENDPOINTS.filter(
      (endpoint) =>
        endpoint.auth === 'user' ||
        // The signed-in user's own settings (id null); an unsubscribe link's id needs no session by design.
        endpoint.path === '/api/sso-settings',
    ),
  ];

  it.each([
    ['no extra header', {}],
    [
      'x-middleware-subrequest',
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    ],
    ['x-nextjs-data', { 'x-nextjs-data': '1' }],
  ])('AC-2 every guarded endpoint answers 401 JSON without a session (%s)', async (_label, extra) => {
    const stranger = new Client();
    for (const endpoint of guarded) {
      const headers: Record<string, string> = { ...extra };
      let body: unknown;
      if (endpoint.method === 'POST') {
        if (endpoint.multipart) {
          const boundary = 'x-boundary';
          headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
          body = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nx\r\n--${boundary}--\r\n`;
        } else body = endpoint.sample;
      }
      const path =
        endpoint.method === 'GET' && Object.keys(endpoint.sample).length
          ? `${endpoint.path}?${query(endpoint.sample)}`
          : endpoint.path;
      const reply = await stranger.call(endpoint.method, path, { headers, body });
      expect(reply.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(String(reply.headers['content-type'])).toContain('application/json');
      expect(reply.json).toEqual({ error: 'Unauthorized' });
    }
  });

  it("AC-3 responses never carry another user's fields or any secret", async () => {
    const secret = fs.readFileSync(path.join(inject('dataDir'), 'nextauth-secret'), 'utf8').trim();
    await alice.client.post('/api/user/wallets/update', {
      wallets: [{ chain: 'evm', address: '0x52908400098527886e0f7030069857d2e4169ee7', label: 'alice' }],
    });
    const reads = [
      alice.client.get('/api/user/profile'),
      alice.client.get('/api/user/wallets'),
      alice.client.get('/api/user/survey'),
      alice.client.get('/api/watchlist'),
      alice.client.get('/api/auth/session'),
      alice.client.get('/api/flags'),
      alice.client.post('/api/sso-settings', { id: null }),
      new Client().get('/api/auth/session'),
      new Client().get('/api/search-project?keyword=bit'),
    ];
    for (const reply of await Promise.all(reads)) {
      expect(reply.status).toBeLessThan(400);
      for (const foreign of [bob.email, bob.id, 'Bob list']) expect(reply.text).not.toContain(foreign);
      expect(reply.text).not.toContain(secret);
      expect(reply.text).not.toMatch(/passwordHash|password_hash|\$argon2|codeHash|sessionVersion/i);
    }
    // Bob sees none of Alice's wallet.
    expect((await bob.client.get('/api/user/wallets')).text).not.toContain('alice');
  });
});
