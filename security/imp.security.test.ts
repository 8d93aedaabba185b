// IMP: impersonation is for staff with the impersonationTool flag only, never of staff, back to the staff
// member the server recorded, read-only for credentials, and logged.
import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';
import { signedInUser, type TestUser } from './support/users';

type LogEntry = {
  action: 'start' | 'end';
  adminId: string | null;
  userId: string | null;
  reason: string | null;
};

describe('impersonation', () => {
  let staff: TestUser;
  let staff2: TestUser;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    staff = await signedInUser('staff@security.rampart.test');
    staff2 = await signedInUser('staff2@security.rampart.test');
    user = await signedInUser();
    other = await signedInUser();
  });

  const logOf = async (who: TestUser) =>
    ((await who.client.get('/api/impersonation-tool/log')).json as { data: LogEntry[] }).data;

  it('IMP-1 a user without the impersonationTool flag gets 403 from both impersonation endpoints', async () => {
    const create = await user.client.post('/api/impersonation-tool/create', {
      impersonatingUserId: other.id,
    });
    expect(create.status).toBe(403);
    const remove = await user.client.post('/api/impersonation-tool/delete', { adminId: staff.id });
    expect(remove.status).toBe(403);
    expect((await user.client.get('/api/impersonation-tool/log')).status).toBe(403);
    expect((await user.client.session()).user?.id).toBe(user.id);
    expect((await other.client.session()).user?.id).toBe(other.id);
  });

  it('IMP-2 a staff member cannot impersonate another staff member', async () => {
    const reply = await staff.client.post('/api/impersonation-tool/create', {
      impersonatingUserId: staff2.id,
    });
    expect(reply.status).toBe(403);
    expect((await staff.client.session()).user).toMatchObject({ id: staff.id });
    expect((await staff.client.session()).user?.adminId).toBeUndefined();
  });

  it('IMP-3 exit uses only the admin id stored with the session: a forged adminId never yields a staff session', async () => {
    const started = await staff.client.post('/api/impersonation-tool/create', {
      impersonatingUserId: user.id,
    });
    expect(started.status).toBe(200);
    expect((await staff.client.session()).user).toMatchObject({ id: user.id, adminId: staff.id });
    // The impersonated session names another staff member, or a made-up id: refused, the session unchanged.
    for (const adminId of [staff2.id, other.id, '6f1c1f64-5a4f-4f3e-9c5e-2f8d3f0b9a11']) {
      const forged = await staff.client.post('/api/impersonation-tool/delete', { adminId });
      expect(forged.status).toBe(403);
      expect((await staff.client.session()).user).toMatchObject({ id: user.id, adminId: staff.id });
    }
    // A signed-in non-staff user naming a staff id gets no staff session either.
    expect((await other.client.post('/api/impersonation-tool/delete', { adminId: staff.id })).status).toBe(
      403,
    );
    expect((await other.client.session()).user?.id).toBe(other.id);
    const back = await staff.client.post('/api/impersonation-tool/delete', { adminId: staff.id });
    expect(back.status).toBe(200);
    const session = (await staff.client.session()).user;
    expect(session?.id).toBe(staff.id);
    expect(session?.adminId).toBeUndefined();
  });

  it('IMP-4 an impersonated session cannot change the password, e-mail, wallets or settings', async () => {
    expect(
      (await staff.client.post('/api/impersonation-tool/create', { impersonatingUserId: other.id })).status,
    ).toBe(200);
    const before = {
      profile: (await other.client.get('/api/user/profile')).json,
      wallets: (await other.client.get('/api/user/wallets')).json,
      settings: (await other.client.post('/api/sso-settings', { id: null })).json,
    };
    const attempts: [string, unknown][] = [
      ['/api/user/change-password', { oldPassword: other.password, newPassword: 'taken over 99' }],
      ['/api/user/profile', { username: 'taken-over' }],
      [
        '/api/user/wallets/update',
        { wallets: [{ chain: 'evm', address: '0x52908400098527886e0f7030069857d2e4169ee7' }] },
      ],
      ['/api/sso-settings/update', { securityAlerts: false, scoreChanges: false, productNews: true }],
      ['/api/user/profile/delete', {}],
      ['/api/user/sign-out-everywhere', {}],
    ];
    for (const [path, body] of attempts) {
      const reply = await staff.client.post(path, body);
      expect(reply.status, path).toBe(403);
    }
    expect((await other.client.get('/api/user/profile')).json).toEqual(before.profile);
    expect((await other.client.get('/api/user/wallets')).json).toEqual(before.wallets);
    expect((await other.client.post('/api/sso-settings', { id: null })).json).toEqual(before.settings);
    // The user's own password still works, the staff member's attempt changed nothing.
    expect(await new Client().logIn(other.email, other.password)).toBeNull();
    expect((await staff.client.post('/api/impersonation-tool/delete', { adminId: staff.id })).status).toBe(
      200,
    );
  });

  it('IMP-5 the log records every start and end', async () => {
    const log = await logOf(staff);
    const mine = log.filter((entry) => entry.adminId === staff.id);
    const pairs = (userId: string) =>
      mine.filter((entry) => entry.userId === userId).map((entry) => entry.action);
    expect(pairs(user.id).sort()).toEqual(['end', 'start']);
    expect(pairs(other.id).sort()).toEqual(['end', 'start']);
    // The refused attempts started nothing.
    expect(mine.filter((entry) => entry.userId === staff2.id)).toEqual([]);
    expect(log.filter((entry) => entry.adminId === user.id || entry.adminId === other.id)).toEqual([]);
  });

  /** Starts an impersonation of `target` from the staff member's session, and checks it took. */
  const impersonate = async (target: TestUser) => {
    expect(
      (await staff.client.post('/api/impersonation-tool/create', { impersonatingUserId: target.id })).status,
    ).toBe(200);
    expect((await staff.client.session()).user).toMatchObject({ id: target.id, adminId: staff.id });
  };
  const endsOf = async (target: TestUser) => {
    // The staff member may be signed out by now: a fresh session of theirs reads the log.
    const reader = new Client();
    expect(await reader.logIn(staff.email, staff.password)).toBeNull();
    return ((await reader.get('/api/impersonation-tool/log')).json as { data: LogEntry[] }).data
      .filter((entry) => entry.userId === target.id && entry.action === 'end')
      .map((entry) => ({ adminId: entry.adminId, reason: entry.reason }));
  };

  it('IMP-6 signing out while impersonating ends the impersonation and logs its end', async () => {
    const target = await signedInUser();
    await impersonate(target);
    await staff.client.signOut();
    expect((await staff.client.session()).user).toBeUndefined();
    expect(await endsOf(target)).toEqual([{ adminId: staff.id, reason: 'sign-out' }]);
    expect(await staff.client.logIn(staff.email, staff.password)).toBeNull();
  });

  it('IMP-7 when the user ends every session, the impersonated one ends too, logged once', async () => {
    const target = await signedInUser();
    await impersonate(target);
    expect((await target.client.post('/api/user/sign-out-everywhere', {})).status).toBe(200);
    // The staff member's impersonated session is over; using it again logs nothing more.
    expect((await staff.client.get('/api/user/profile')).status).toBe(401);
    expect((await staff.client.session()).user).toBeUndefined();
    expect(await endsOf(target)).toEqual([{ adminId: staff.id, reason: 'revoked' }]);
    expect((await staff.client.get('/api/user/profile')).status).toBe(401);
    expect(await endsOf(target)).toHaveLength(1);
    staff.client.cookies.clear();
    expect(await staff.client.logIn(staff.email, staff.password)).toBeNull();
  });

  it('IMP-8 an impersonated session lasts an hour at most', async () => {
    const target = await signedInUser();
    const before = Date.now();
    await impersonate(target);
    const expires = Date.parse(
      ((await staff.client.get('/api/auth/session')).json as { expires: string }).expires,
    );
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    // A staff member's own session lasts its usual 30 days.
    expect((await staff.client.post('/api/impersonation-tool/delete', { adminId: staff.id })).status).toBe(
      200,
    );
    const own = Date.parse(
      ((await staff.client.get('/api/auth/session')).json as { expires: string }).expires,
    );
    expect(own).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
  it('S3 an impersonation ends, logged as revoked, once its staff member loses the flag; the exit still succeeds', async () => {
    const revoked = await signedInUser('staff3@security.rampart.test');
    const flagsFile = inject('flagsFile');
    const flags = fs.readFileSync(flagsFile, 'utf8');
    const withoutRevoked = flags.replace(/\s*"staff3@security\.rampart\.test",?/, '');
    expect(withoutRevoked).not.toBe(flags);
    expect(() => JSON.parse(withoutRevoked) as unknown).not.toThrow();
    const endsOfRevoked = async (target: TestUser) =>
      (await endsOf(target)).filter((entry) => entry.adminId === revoked.id);
    const start = async (target: TestUser) => {
      expect(
        (await revoked.client.post('/api/impersonation-tool/create', { impersonatingUserId: target.id }))
          .status,
      ).toBe(200);
      expect((await revoked.client.session()).user).toMatchObject({ id: target.id, adminId: revoked.id });
    };
    try {
      // The flag goes while the impersonated session is open: its next use finds it ended.
      const first = await signedInUser();
      await start(first);
      fs.writeFileSync(flagsFile, withoutRevoked);
      expect((await revoked.client.get('/api/user/profile')).status).toBe(401);
      expect(await endsOfRevoked(first)).toEqual([{ adminId: revoked.id, reason: 'revoked' }]);
      // The exit is not refused: it signs out, and logs nothing more.
      const exit = await revoked.client.post('/api/impersonation-tool/delete', { adminId: revoked.id });
      expect(exit.status).toBe(200);
      expect((await revoked.client.session()).user).toBeUndefined();
      expect(await endsOfRevoked(first)).toHaveLength(1);

      // The flag goes, and the exit is the session's first use after it: it succeeds and logs the end.
      fs.writeFileSync(flagsFile, flags);
      revoked.client.cookies.clear();
      expect(await revoked.client.logIn(revoked.email, revoked.password)).toBeNull();
      const second = await signedInUser();
      await start(second);
      fs.writeFileSync(flagsFile, withoutRevoked);
      const exitFirst = await revoked.client.post('/api/impersonation-tool/delete', { adminId: revoked.id });
      expect(exitFirst.status).toBe(200);
      expect((await revoked.client.session()).user?.adminId).toBeUndefined();
      expect(await endsOfRevoked(second)).toEqual([{ adminId: revoked.id, reason: 'revoked' }]);
      // The user's own session was never touched.
      expect((await second.client.session()).user?.id).toBe(second.id);
    } finally {
      fs.writeFileSync(flagsFile, flags);
    }
  });
});
