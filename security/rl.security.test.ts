// RL: guessing is slow. Log-ins lock per account with a doubling delay, one-time codes die after 5 wrong tries,
// codes are capped per account, and the client address is the one our proxy saw, whatever the client claims.
import { describe, expect, it } from 'vitest';
import { Client } from './support/client';
import { codeFromMail, codeMailsTo, newEmail, PASSWORD, signedInUser } from './support/users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WRONG = 'wrong password 1';

describe('rate limits', () => {
  it('RL-1 after 5 wrong passwords for an account the 6th attempt is refused even with the right password', async () => {
    const user = await signedInUser();
    const client = new Client();
    for (let i = 0; i < 5; i += 1)
      expect(await client.logIn(user.email, WRONG)).toBe('NotAuthorizedException');
    expect(await client.logIn(user.email, user.password)).toBe('TooManyRequestsException');
    // The lock is the account's: another address is refused too.
    expect(await new Client().logIn(user.email, user.password)).toBe('TooManyRequestsException');
  });

  it('RL-2 the delay doubles from 1 s with each further failure and resets after a success', async () => {
    const user = await signedInUser();
    const client = new Client();
    for (let i = 0; i < 5; i += 1) await client.logIn(user.email, WRONG);
    // Locked for 1 s after the 5th failure, 2 s after the 6th, 4 s after the 7th.
    let lastFailure = performance.now();
    for (const lockMs of [1000, 2000, 4000]) {
      await sleep(Math.max(0, lastFailure + lockMs / 2 - performance.now()));
      expect(await client.logIn(user.email, user.password), `half-way through a ${lockMs} ms lock`).toBe(
        'TooManyRequestsException',
      );
      await sleep(Math.max(0, lastFailure + lockMs + 300 - performance.now()));
      if (lockMs < 4000) {
        expect(await client.logIn(user.email, WRONG)).toBe('NotAuthorizedException');
        lastFailure = performance.now();
      }
    }
    // Past the 4 s lock the right password gets in, and the count starts afresh: one wrong try locks nothing.
    expect(await client.logIn(user.email, user.password)).toBeNull();
    const again = new Client();
    expect(await again.logIn(user.email, WRONG)).toBe('NotAuthorizedException');
    expect(await again.logIn(user.email, user.password)).toBeNull();
  });

  it('RL-3 5 wrong tries kill a one-time code (verification and reset)', async () => {
    const email = newEmail('codes');
    const client = new Client();
    expect((await client.post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(200);
    const code = await codeFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await client.post('/api/auth/verify-email', { email, verificationCode: wrong });
      expect(reply.json).toEqual({ error: 'CodeMismatchException' });
    }
    expect((await client.post('/api/auth/verify-email', { email, verificationCode: code })).json).toEqual({
      error: 'CodeMismatchException',
    });

    const user = await signedInUser();
    expect((await user.client.post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const resetCode = await codeFromMail(user.email, 2);
    const wrongReset = resetCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await user.client.post('/api/auth/reset-forgotten-password', {
        email: user.email,
        code: wrongReset,
        newPassword: 'new password 9',
      });
      expect(reply.status).toBe(400);
    }
    const late = await user.client.post('/api/auth/reset-forgotten-password', {
      email: user.email,
      code: resetCode,
      newPassword: 'new password 9',
    });
    expect(late.status).toBe(400);
    expect(await new Client().logIn(user.email, user.password)).toBeNull();
  });

  it('RL-4 codes, resends and resets are capped per account, from any address', async () => {
    const email = newEmail('caps');
    expect((await new Client().post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(200);
    await codeFromMail(email);
    // A second code within the minute is not sent, whichever address asks (silently: see ENUM-3).
    const resend = await new Client().post('/api/auth/resend-confirmation', { email });
    expect(resend.status).toBe(200);
    const user = await signedInUser();
    expect((await new Client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const reset = await new Client().post('/api/auth/forgot-password', { email: user.email });
    expect(reset.status).toBe(200);
    // The first reset's code arrives (the mail goes out after the answer: a busy machine may take seconds); then
    // a second longer for any mail the refused requests might have sent.
    await codeFromMail(user.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await codeMailsTo(email)).toHaveLength(1);
    expect(await codeMailsTo(user.email)).toHaveLength(2);
  });

  it('RL-5 the client address comes from the trusted proxy hop only: a spoofed X-Forwarded-For changes nothing', async () => {
    const client = new Client();
    const report = (n: number) => ({
      project: 'Example',
      type: 'Other',
      description: `Something happened to this project, report ${n}.`,
      evidenceUrl: 'https://example.test/report',
      email: 'reporter@security.rampart.test',
    });
    // Incident reports: 5 an hour per address. Each request claims another address.
    for (let n = 1; n <= 5; n += 1) {
      const reply = await client.post('/api/security-alerts/report', report(n), {
        headers: { 'x-forwarded-for': `198.51.100.${n}`, 'x-real-ip': `198.51.100.${n}` },
      });
      expect(reply.status, reply.text).toBe(200);
    }
    const spoofed = await client.post('/api/security-alerts/report', report(6), {
      headers: {
        'x-forwarded-for': '203.0.113.77',
        'x-real-ip': '203.0.113.77',
        forwarded: 'for=203.0.113.77',
      },
    });
    expect(spoofed.status).toBe(429);
    expect(Number(spoofed.headers['retry-after'])).toBeGreaterThan(0);
    // Another real peer has its own budget.
    expect((await new Client().post('/api/security-alerts/report', report(7))).status).toBe(200);
  });
});
