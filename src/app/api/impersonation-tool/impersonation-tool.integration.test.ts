import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { getToken } from 'next-auth/jwt';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { callRoute, routeRequest, type RouteHandler } from '@/testing/call-route';
import { makeUser } from '@/testing/factories';
import { sessionCookieFor } from '@/testing/session-cookie';
import { IMPERSONATION_MAX_MS } from '@/config/constants';
import { authSecret } from '@/server/auth/auth-secret';
import { resolveSessionUser } from '@/server/auth/session-user';
import { impersonationLog, users } from '@/server/db/schema';
import { GET as getProfile } from '../user/profile/route';
import { POST as signOutEverywhere } from '../user/sign-out-everywhere/route';
import { POST as create } from './create/route';
import { POST as remove } from './delete/route';
import { GET as getLog } from './log/route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  process.env.FLAGS_FILE = `${useTempDataDir()}/flags.json`;
});

const STAFF_DOMAIN = '@staff.example.com';
const database = preparedTestDatabase();

beforeAll(async () => {
  // Staff are the users the impersonationTool flag is on for: here, everyone of the staff domain.
  fs.writeFileSync(
    process.env.FLAGS_FILE!,
    JSON.stringify({
      features: {
        impersonationTool: {
          defaultValue: false,
          rules: [{ condition: { email: { $regex: `${STAFF_DOMAIN}$` } }, force: true }],
        },
      },
    }),
  );
});

const call = (handler: RouteHandler, path: string, cookie: string, body?: unknown) =>
  callRoute(handler, path, { cookie, body });

/** The session cookie a response set, as a Cookie header. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = header.match(/next-auth\.session-token=[^;]+/);
  expect(match, 'a session cookie').not.toBeNull();
  return match![0];
}

/** The decoded session token behind a session cookie. */
async function tokenOf(cookie: string) {
  const token = await getToken({
    req: routeRequest('/', { cookie }),
    secret: authSecret(),
  });
  expect(token).not.toBeNull();
  return token!;
}

const newUser = (domain?: string) => makeUser(database.handle.db, { domain });

const profileOf = async (cookie: string) => call(getProfile, '/api/user/profile', cookie);

describe(`POST /api/impersonation-tool/create and /delete on ${testDriver()}`, () => {
  it('switches a staff member to a user and back, logging both with who, whom, when and where', async () => {
    const staff = await newUser(STAFF_DOMAIN);
    const user = await newUser();
    const started = await call(create, '/api/impersonation-tool/create', staff.cookie, {
      impersonatingUserId: user.id,
    });
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ ok: true });
    const asUser = cookieOf(started);
    const profile = await profileOf(asUser);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email: user.email });
    // The staff member's own session ended when its cookie was replaced.
    expect((await profileOf(staff.cookie)).status).toBe(401);

    // An impersonated session cannot impersonate again.
    const other = await newUser();
    const nested = await call(create, '/api/impersonation-tool/create', asUser, {
      impersonatingUserId: other.id,
    });
    expect(nested.status).toBe(403);

    const ended = await call(remove, '/api/impersonation-tool/delete', asUser, { adminId: staff.id });
    expect(ended.status).toBe(200);
    const backAsStaff = cookieOf(ended);
    expect(await (await profileOf(backAsStaff)).json()).toMatchObject({ email: staff.email });
    // The impersonated session is over.
    expect((await profileOf(asUser)).status).toBe(401);

    const log = await database.handle.db
      .select()
      .from(impersonationLog)
      .where(eq(impersonationLog.userId, user.id));
    expect(log.map((row) => row.action).sort()).toEqual(['end', 'start']);
    for (const row of log) {
      expect(row).toMatchObject({ adminId: staff.id, adminEmail: staff.email, userEmail: user.email });
      expect(row.address).toMatch(/^test-client-/);
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    const listed = await call(getLog, '/api/impersonation-tool/log', backAsStaff);
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: { action: string; userId: string }[] };
    expect(data.filter((row) => row.userId === user.id).map((row) => row.action)).toEqual(['end', 'start']);
    expect((await call(getLog, '/api/impersonation-tool/log', user.cookie)).status).toBe(403);
  });

  const endsOf = async (userId: string) =>
    (
      await database.handle.db
        .select()
        .from(impersonationLog)
        .where(and(eq(impersonationLog.userId, userId), eq(impersonationLog.action, 'end')))
    ).map((row) => ({ reason: row.reason, adminId: row.adminId }));

  it('logs the end when the user ends every session: at once, and once only', async () => {
    const staff = await newUser(STAFF_DOMAIN);
    const user = await newUser();
    const asUser = cookieOf(
      await call(create, '/api/impersonation-tool/create', staff.cookie, { impersonatingUserId: user.id }),
    );
    expect((await call(signOutEverywhere, '/api/user/sign-out-everywhere', user.cookie, {})).status).toBe(
      200,
    );
    expect(await endsOf(user.id)).toEqual([{ reason: 'revoked', adminId: staff.id }]);
    // The stranded impersonated session is refused, and its next use logs nothing more.
    expect((await profileOf(asUser)).status).toBe(401);
    expect(await endsOf(user.id)).toHaveLength(1);
  });

  it('ends an impersonation, logged as revoked, once its staff member may no longer impersonate; the exit signs out', async () => {
    const staff = await newUser(STAFF_DOMAIN);
    const user = await newUser();
    const asUser = cookieOf(
      await call(create, '/api/impersonation-tool/create', staff.cookie, { impersonatingUserId: user.id }),
    );
    expect((await profileOf(asUser)).status).toBe(200);
    // The flag is on for the staff domain: an address elsewhere takes it away.
    await database.handle.db
      .update(users)
      .set({ email: `former-${staff.id}@example.com` })
      .where(eq(users.id, staff.id));
    expect((await profileOf(asUser)).status).toBe(401);
    expect(await endsOf(user.id)).toEqual([{ reason: 'revoked', adminId: staff.id }]);
    const exit = await call(remove, '/api/impersonation-tool/delete', asUser, { adminId: staff.id });
    expect(exit.status).toBe(200);
    expect(exit.headers.get('set-cookie')).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect(await endsOf(user.id)).toHaveLength(1);
  });

  it('ends an impersonated session an hour after it began, logging the end on its next use', async () => {
    const staff = await newUser(STAFF_DOMAIN);
    const user = await newUser();
    const asUser = cookieOf(
      await call(create, '/api/impersonation-tool/create', staff.cookie, { impersonatingUserId: user.id }),
    );
    expect((await profileOf(asUser)).status).toBe(200);
    const token = await tokenOf(asUser);
    const justBefore = new Date(Date.now() + IMPERSONATION_MAX_MS - 60_000);
    expect(await resolveSessionUser(database.handle.db, token, { now: justBefore })).not.toBeNull();
    expect(await endsOf(user.id)).toEqual([]);
    const after = new Date(Date.now() + IMPERSONATION_MAX_MS + 1000);
    expect(
      await resolveSessionUser(database.handle.db, token, { now: after, address: 'test-client-x' }),
    ).toBeNull();
    expect(await endsOf(user.id)).toEqual([{ reason: 'expired', adminId: staff.id }]);
    expect(await resolveSessionUser(database.handle.db, token, { now: after })).toBeNull();
    expect(await endsOf(user.id)).toHaveLength(1);
  });

  it('never returns to anyone but the staff member recorded with the session', async () => {
    const staff = await newUser(STAFF_DOMAIN);
    const otherStaff = await newUser(STAFF_DOMAIN);
    const user = await newUser();
    const asUser = cookieOf(
      await call(create, '/api/impersonation-tool/create', staff.cookie, { impersonatingUserId: user.id }),
    );
    const forged = await call(remove, '/api/impersonation-tool/delete', asUser, { adminId: otherStaff.id });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    // A token that claims an adminId without a recorded impersonation is no session at all.
    const claimed = await sessionCookieFor(user, { adminId: otherStaff.id });
    expect((await profileOf(claimed)).status).toBe(401);
    const bogus = await call(remove, '/api/impersonation-tool/delete', claimed, { adminId: otherStaff.id });
    expect(bogus.status).toBe(401);
    expect(bogus.headers.get('set-cookie')).toBeNull();
  });

  it('refuses both calls with 403 to a user without the flag, and staff as a target', async () => {
    const member = await newUser();
    const user = await newUser();
    const staff = await newUser(STAFF_DOMAIN);
    const otherStaff = await newUser(STAFF_DOMAIN);
    const attempt = await call(create, '/api/impersonation-tool/create', member.cookie, {
      impersonatingUserId: user.id,
    });
    expect(attempt.status).toBe(403);
    expect(await attempt.json()).toEqual({ error: 'ImpersonationToolDisabled' });
    const exit = await call(remove, '/api/impersonation-tool/delete', member.cookie, { adminId: staff.id });
    expect(exit.status).toBe(403);
    const staffTarget = await call(create, '/api/impersonation-tool/create', staff.cookie, {
      impersonatingUserId: otherStaff.id,
    });
    expect(staffTarget.status).toBe(403);
    expect(await staffTarget.json()).toEqual({ error: 'StaffCannotBeImpersonated' });
  });

  it('answers 404 UserNotFound for an unknown id, 400 for a bad body and 401 signed out', async () => {
    const staff = await newUser(STAFF_DOMAIN);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call(create, '/api/impersonation-tool/create', staff.cookie, {
        impersonatingUserId: id,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'UserNotFound' });
    }
    expect((await call(create, '/api/impersonation-tool/create', staff.cookie, {})).status).toBe(400);
    expect(
      (await call(create, '/api/impersonation-tool/create', '', { impersonatingUserId: staff.id })).status,
    ).toBe(401);
  });
});
