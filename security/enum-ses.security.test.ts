// ENUM: log-in does not tell which e-mails have accounts. SES: a copied session cookie dies with the session.
import { describe, expect, it } from 'vitest';
import { Client } from './support/client';
import { codeFromMail, codeMailsTo, newEmail, signedInUser, type TestUser } from './support/users';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One log-in attempt's error and its time, measured around the credentials callback only. */
async function timedLogIn(
  email: string,
  password: string,
): Promise<{ error: string | null; ms: number; body: string }> {
  const client = new Client();
  const csrf = (await client.get('/api/auth/csrf')).json as { csrfToken: string };
  const reply = await client.post(
    '/api/auth/callback/credentials',
    new URLSearchParams({
      csrfToken: csrf.csrfToken,
      email,
      password,
      json: 'true',
      callbackUrl: '/',
    }).toString(),
    { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  const url = (reply.json as { url: string }).url;
  // The answer, with the address-specific parts removed.
  const body = `${reply.status} ${url.replace(/email=[^&]*/, '')}`;
  return { error: new URL(url).searchParams.get('error'), ms: reply.ms, body };
}

describe('enumeration', () => {
  it('ENUM-1 an unknown e-mail and a wrong password answer the same and in about the same time', async () => {
    const users = [await signedInUser(), await signedInUser()];
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    // Alternating, 4 wrong tries per account (a 5th would lock it), each from an address of its own.
    for (let round = 0; round < 8; round += 1) {
      const wrong = await timedLogIn(users[round % 2]!.email, 'wrong password 1');
      const nobody = await timedLogIn(newEmail('nobody'), 'wrong password 1');
      expect(wrong.error).toBe('NotAuthorizedException');
      expect(nobody.error).toBe('NotAuthorizedException');
      bodies.add(wrong.body).add(nobody.body);
      known.push(wrong.ms);
      unknown.push(nobody.ms);
    }
    expect(bodies.size).toBe(1);
    // A dummy hash is checked for an unknown e-mail: the medians differ by far less than one hash.
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b), `medians ${a.toFixed(0)} ms and ${b.toFixed(0)} ms`).toBeLessThan(
      Math.max(120, 0.5 * Math.max(a, b)),
    );
    // Forgot-password answers the same too.
    const forgotKnown = await new Client().post('/api/auth/forgot-password', { email: users[0]!.email });
    const forgotUnknown = await new Client().post('/api/auth/forgot-password', { email: newEmail('nobody') });
    expect([forgotKnown.status, forgotKnown.text]).toEqual([forgotUnknown.status, forgotUnknown.text]);
  });
});

describe('enumeration by the code endpoints', () => {
  /** The answer without what differs per address anyway. */
  const answer = (reply: { status: number; text: string }) => `${reply.status} ${reply.text}`;

  it('ENUM-2 verify-email answers a wrong code alike for an unknown, a waiting and a verified address', async () => {
    const waiting = newEmail('waiting');
    expect(
      (await new Client().post('/api/auth/signup', { email: waiting, password: 'waiting pass 1' })).status,
    ).toBe(200);
    const waitingCode = await codeFromMail(waiting);
    const verified = await signedInUser();
    const verifiedCode = await codeFromMail(verified.email);
    const wrong = (code: string) => (code === '123456' ? '654321' : '123456');
    const replies = [
      await new Client().post('/api/auth/verify-email', {
        email: newEmail('nobody'),
        verificationCode: '123456',
      }),
      await new Client().post('/api/auth/verify-email', {
        email: waiting,
        verificationCode: wrong(waitingCode),
      }),
      await new Client().post('/api/auth/verify-email', {
        email: verified.email,
        verificationCode: wrong(verifiedCode),
      }),
    ];
    expect(new Set(replies.map(answer)).size).toBe(1);
    expect(replies[0]!.json).toEqual({ error: 'CodeMismatchException' });
  });

  it('ENUM-3 a second reset or confirmation code within the cool-down answers like an unknown address, and sends nothing', async () => {
    const user = await signedInUser();
    const waiting = newEmail('resend');
    expect(
      (await new Client().post('/api/auth/signup', { email: waiting, password: 'waiting pass 1' })).status,
    ).toBe(200);
    await codeFromMail(waiting);
    const first = await new Client().post('/api/auth/forgot-password', { email: user.email });
    expect(first.status).toBe(200);
    await codeFromMail(user.email, 2);
    for (const [path, email] of [
      ['/api/auth/forgot-password', user.email],
      ['/api/auth/resend-confirmation', waiting],
    ] as const) {
      const again = await new Client().post(path, { email });
      const nobody = await new Client().post(path, { email: newEmail('nobody') });
      expect(answer(again), path).toBe(answer(nobody));
      expect(again.status, path).toBe(200);
    }
    // Nothing was sent for the refused ones.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await codeMailsTo(user.email)).toHaveLength(2);
    expect(await codeMailsTo(waiting)).toHaveLength(1);
  });
});

describe('sessions', () => {
  const stolen = async (user: TestUser) => {
    const thief = user.client.copy();
    expect((await thief.get('/api/user/profile')).status).toBe(200);
    return thief;
  };

  it('SES-1 session cookies are Secure, HttpOnly, SameSite and host-bound', async () => {
    const user = await signedInUser();
    const line = user.client.setCookieLines.find((cookie) => cookie.includes('session-token'));
    expect(line).toBeDefined();
    expect(line).toMatch(/^__Secure-/);
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    const csrf = user.client.setCookieLines.find((cookie) => cookie.includes('csrf-token'));
    expect(csrf).toMatch(/^__Host-/);
  });

  it('SES-2 after sign-out a copied session cookie gets 401', async () => {
    const user = await signedInUser();
    const thief = await stolen(user);
    await user.client.signOut();
    expect((await thief.get('/api/user/profile')).status).toBe(401);
    expect((await thief.session()).user).toBeUndefined();
  });

  it('SES-3 after a password change a copied session cookie gets 401', async () => {
    const user = await signedInUser();
    const thief = await stolen(user);
    const change = await user.client.post('/api/user/change-password', {
      oldPassword: user.password,
      newPassword: 'changed password 7',
    });
    expect(change.status).toBe(200);
    expect((await thief.get('/api/user/profile')).status).toBe(401);
    // The changer's own session was renewed.
    expect((await user.client.get('/api/user/profile')).status).toBe(200);
  });

  it('SES-4 after a password reset a copied session cookie gets 401', async () => {
    const user = await signedInUser();
    const thief = await stolen(user);
    expect((await new Client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const code = await codeFromMail(user.email, 2);
    const reset = await new Client().post('/api/auth/reset-forgotten-password', {
      email: user.email,
      code,
      newPassword: 'reset password 8',
    });
    expect(reset.status).toBe(200);
    expect((await thief.get('/api/user/profile')).status).toBe(401);
    expect((await user.client.get('/api/user/profile')).status).toBe(401);
  });
});
