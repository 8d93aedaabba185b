import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { callRoute, routeRequest, type RouteHandler } from '@/testing/call-route';
import { makeUser } from '@/testing/factories';
import { STAFF_DOMAIN } from '@/testing/staff-flags';
import { impersonatedSessionCookieFor, sessionCookieFor } from '@/testing/session-cookie';
import { notificationSettings, users } from '@/server/db/schema';
import { POST as changePassword } from './change-password/route';
import { GET as getProfile, POST as postProfile } from './profile/route';
import { POST as deletePicture } from './profile/delete/route';
import { POST as uploadPicture } from './profile/upload/route';
import { POST as signOutEverywhere } from './sign-out-everywhere/route';
import { GET as getWallets } from './wallets/route';
import { POST as updateWallets } from './wallets/update/route';
import { POST as getSettings } from '../sso-settings/route';
import { POST as updateSettings } from '../sso-settings/update/route';
import { POST as unsubscribe } from '../sso-settings/unsubscribe/route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  const { useStaffFlags } = await import('@/testing/staff-flags');
  const dir = useTempDataDir();
  useStaffFlags(dir);
  return dir;
});

const PASSWORD = 'correct horse 42';
const database = preparedTestDatabase();

const newUser = () => makeUser(database.handle.db, { password: PASSWORD });

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

function formWith(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe(`the user endpoints on ${testDriver()}`, () => {
  it('answers 401 JSON without a session, for every endpoint', async () => {
    const cases: [RouteHandler, string, unknown][] = [
      [getProfile, '/api/user/profile', undefined],
      [postProfile, '/api/user/profile', { username: 'someone' }],
      [deletePicture, '/api/user/profile/delete', {}],
      [getWallets, '/api/user/wallets', undefined],
      [updateWallets, '/api/user/wallets/update', { wallets: [] }],
      [changePassword, '/api/user/change-password', { oldPassword: 'a', newPassword: 'b' }],
      [getSettings, '/api/sso-settings', { id: null }],
      [
        updateSettings,
        '/api/sso-settings/update',
        { securityAlerts: true, scoreChanges: true, productNews: true },
      ],
    ];
    for (const [handler, path, body] of cases) {
      const response = await callRoute(handler, path, { body });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('shows the signed-in user their own profile, never a hash', async () => {
    const user = await newUser();
    const response = await callRoute(getProfile, '/api/user/profile', { cookie: user.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ username: user.username, email: user.email, hasPassword: true });
    expect(text).not.toContain('argon2');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a password change ends the other sessions and keeps the caller signed in', async () => {
    const user = await newUser();
    const other = await sessionCookieFor(user);
    const wrong = await callRoute(changePassword, '/api/user/change-password', {
      cookie: user.cookie,
      body: { oldPassword: 'not it 123', newPassword: 'brand new 99' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'NotAuthorizedException' });
    const weak = await callRoute(changePassword, '/api/user/change-password', {
      cookie: user.cookie,
      body: { oldPassword: PASSWORD, newPassword: 'short' },
    });
    expect(await weak.json()).toEqual({ error: 'InvalidPasswordException' });
    const changed = await callRoute(changePassword, '/api/user/change-password', {
      cookie: user.cookie,
      body: { oldPassword: PASSWORD, newPassword: 'brand new 99' },
    });
    expect(changed.status).toBe(200);
    const renewed = changed.headers.get('set-cookie')?.match(/next-auth\.session-token=[^;]+/)?.[0];
    expect(renewed).toBeDefined();
    expect(changed.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await callRoute(getProfile, '/api/user/profile', { cookie: other })).status).toBe(401);
    expect((await callRoute(getProfile, '/api/user/profile', { cookie: user.cookie })).status).toBe(401);
    expect((await callRoute(getProfile, '/api/user/profile', { cookie: renewed })).status).toBe(200);
  });

  it('keeps wallets per user, validates addresses and replaces the list at once', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const wallets = [
      { chain: 'evm', address: '0x52908400098527886E0F7030069857D2E4169EE7', label: 'main' },
      { chain: 'solana', address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', label: '' },
      { chain: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', label: '' },
    ];
    const saved = await callRoute(updateWallets, '/api/user/wallets/update', {
      cookie: alice.cookie,
      body: { wallets },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ wallets });
    for (const bad of [
      { chain: 'evm', address: '0x1234' },
      { chain: 'solana', address: '0OIl' + 'x'.repeat(40) },
      { chain: 'bitcoin', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      { chain: 'dogecoin', address: 'D5q' },
    ]) {
      const refused = await callRoute(updateWallets, '/api/user/wallets/update', {
        cookie: alice.cookie,
        body: { wallets: [bad] },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'ValidationError' });
    }
    const duplicate = await callRoute(updateWallets, '/api/user/wallets/update', {
      cookie: alice.cookie,
      body: { wallets: [wallets[0], { ...wallets[0], address: wallets[0]!.address.toLowerCase() }] },
    });
    expect(await duplicate.json()).toEqual({ error: 'DuplicateWallet' });
    expect(await (await callRoute(getWallets, '/api/user/wallets', { cookie: alice.cookie })).json()).toEqual(
      {
        wallets,
      },
    );
    expect(await (await callRoute(getWallets, '/api/user/wallets', { cookie: bob.cookie })).json()).toEqual({
      wallets: [],
    });
  });

  it("never lets a user change another user's settings, and the unsubscribe link works signed out", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceSettings = (await (
      await callRoute(getSettings, '/api/sso-settings', { cookie: alice.cookie, body: { id: null } })
    ).json()) as { id: string };
    const updated = await callRoute(updateSettings, '/api/sso-settings/update', {
      cookie: bob.cookie,
      body: { id: aliceSettings.id, securityAlerts: false, scoreChanges: false, productNews: true },
    });
    expect(await updated.json()).toMatchObject({ securityAlerts: false, productNews: true });
    const [aliceRow] = await database.handle.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, alice.id));
    expect(aliceRow).toMatchObject({ securityAlerts: true, scoreChanges: true, productNews: false });
    const unsubscribed = await callRoute(unsubscribe, '/api/sso-settings/unsubscribe', {
      body: { id: aliceSettings.id },
    });
    expect(await unsubscribed.json()).toMatchObject({ isUnsubscribed: true, securityAlerts: false });
    const unknown = await callRoute(unsubscribe, '/api/sso-settings/unsubscribe', {
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('renames the user; a taken username is refused', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const name = `alice-${Date.now().toString(36)}`;
    const renamed = await callRoute(postProfile, '/api/user/profile', {
      cookie: alice.cookie,
      body: { username: name },
    });
    expect(await renamed.json()).toMatchObject({ username: name });
    const taken = await callRoute(postProfile, '/api/user/profile', {
      cookie: bob.cookie,
      body: { username: name },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'UsernameTaken' });
  });

  it('stores an uploaded picture as a 256 px WebP without metadata, and deletes it', async () => {
    const user = await newUser();
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    const response = await callRoute(uploadPicture, '/api/user/profile/upload', {
      cookie: user.cookie,
      form: formWith(jpeg, 'me.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ pictureUrl: `/avatars/${user.username}` });
    const { getObject } = await import('@/server/integrations/storage');
    const stored = await getObject(user.username);
    const metadata = await sharp(stored!).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    const deleted = await callRoute(deletePicture, '/api/user/profile/delete', {
      cookie: user.cookie,
      body: {},
    });
    expect(await deleted.json()).toMatchObject({ pictureUrl: null });
    expect(await getObject(user.username)).toBeNull();
  });

  it('refuses uploads that are too big, of the wrong type, or not images, with a clear 4xx', async () => {
    const user = await newUser();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(await png(8));
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const notImage = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6]);
    const cases: [Uint8Array, string, string, number, string][] = [
      [big, 'big.png', 'image/png', 413, 'FileTooLarge'],
      [svg, 'x.svg', 'image/svg+xml', 415, 'UnsupportedImageType'],
      [new TextEncoder().encode('GIF89a....'), 'x.gif', 'image/gif', 415, 'UnsupportedImageType'],
      [notImage, 'broken.png', 'image/png', 422, 'InvalidImage'],
    ];
    for (const [bytes, name, type, status, error] of cases) {
      const response = await callRoute(uploadPicture, '/api/user/profile/upload', {
        cookie: user.cookie,
        form: formWith(bytes, name, type),
      });
      expect(response.status, name).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    const [row] = await database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pictureUpdatedAt).toBeNull();
  });

  it('refuses a cross-site upload and a JSON body posted as text/plain', async () => {
    const user = await newUser();
    const form = formWith(await png(16), 'me.png', 'image/png');
    const crossSite = await uploadPicture(
      routeRequest('/api/user/profile/upload', { origin: 'https://evil.test', cookie: user.cookie, form }),
    );
    expect(crossSite.status).toBe(403);
    const plain = await postProfile(
      routeRequest('/api/user/profile', {
        cookie: user.cookie,
        body: JSON.stringify({ username: 'plain-text' }),
        headers: { 'content-type': 'text/plain' },
      }),
    );
    expect(plain.status).toBe(403);
  });

  it('signing out everywhere ends every session of the account', async () => {
    const user = await newUser();
    const other = await sessionCookieFor(user);
    const done = await callRoute(signOutEverywhere, '/api/user/sign-out-everywhere', {
      cookie: user.cookie,
      body: {},
    });
    expect(await done.json()).toEqual({ ok: true });
    expect((await callRoute(getProfile, '/api/user/profile', { cookie: user.cookie })).status).toBe(401);
    expect((await callRoute(getProfile, '/api/user/profile', { cookie: other })).status).toBe(401);
  });

  it('an impersonated session may read but not change the password, profile, wallets or settings', async () => {
    const user = await newUser();
    const staff = await makeUser(database.handle.db, { domain: STAFF_DOMAIN });
    const cookie = await impersonatedSessionCookieFor(database.handle.db, user, staff);
    expect((await callRoute(getProfile, '/api/user/profile', { cookie })).status).toBe(200);
    const attempts: [RouteHandler, string, unknown][] = [
      [changePassword, '/api/user/change-password', { oldPassword: PASSWORD, newPassword: 'taken over 1' }],
      [postProfile, '/api/user/profile', { username: 'taken-over' }],
      [updateWallets, '/api/user/wallets/update', { wallets: [] }],
      [
        updateSettings,
        '/api/sso-settings/update',
        { securityAlerts: false, scoreChanges: false, productNews: false },
      ],
      [deletePicture, '/api/user/profile/delete', {}],
      [signOutEverywhere, '/api/user/sign-out-everywhere', {}],
    ];
    for (const [handler, path, body] of attempts) {
      const response = await callRoute(handler, path, { cookie, body });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ error: 'ImpersonationForbidden' });
    }
    const [row] = await database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: user.username, passwordHash: user.passwordHash });
  });
});
