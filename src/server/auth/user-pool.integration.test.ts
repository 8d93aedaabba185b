import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { latestCode, mailsTo } from '@/testing/outbox';
import { runQueuedJobs } from '@/testing/jobs';
import { uniqueClientAddress } from '@/testing/client-address';
import { UNVERIFIED_ACCOUNT_TTL_MS } from '@/config/constants';
import { oneTimeCodes, users } from '@/server/db/schema';
import { UNKNOWN_CLIENT } from '@/server/http/rate-limit';
import { createWatchlist } from '@/server/watchlists/create-watchlist';
import { listWatchlists } from '@/server/watchlists/list-watchlists';
import type { AppError } from '@/server/errors/app-error';
import { authenticateUser } from './authenticate-user';
import { findUserByEmail, findUserById } from './find-user';
import { loginLockSeconds, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { forgotPassword } from './forgot-password';
import { resendConfirmation } from './resend-confirmation';
import { resetForgottenPassword } from './reset-forgotten-password';
import { signInWithOidc } from './sign-in-with-oidc';
import { signUpUser } from './sign-up-user';
import { sweepUnverifiedAccounts } from './sweep-unverified-accounts';
import { verifyEmail } from './verify-email';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse 42';
const database = preparedTestDatabase({ isAppDatabase: false });
const db = () => database.handle.db;

/** The code of a rejected promise's AppError. */
async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as AppError).code;
  }
  return 'resolved';
}

let counter = 0;
const newEmail = () => `user${(counter += 1)}-${Date.now()}@example.com`;

/** The mails to an address once the queued mail jobs have run, as a runner runs them after each answer. */
async function sentTo(email: string) {
  await runQueuedJobs(database.handle);
  return mailsTo(dataDir, email);
}

/** The code of the latest mail to an address, once the queued mail jobs have run. */
async function sentCode(email: string) {
  await runQueuedJobs(database.handle);
  return latestCode(dataDir, email);
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

async function verifiedUser(email = newEmail()) {
  await signUpUser(db(), { email, password: PASSWORD });
  await verifyEmail(db(), { email, verificationCode: await sentCode(email), origin: ORIGIN });
  return email;
}

describe(`the user pool on ${testDriver()}`, () => {
  it('signs up an unverified user, mails a 6-digit code, verifies it and sends a welcome', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    const user = await findUserByEmail(db(), email);
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.username).toMatch(/^user\d+-\d+$/);
    const code = await sentCode(email);
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash of the code is stored.
    const [stored] = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
    expect(stored?.codeHash).not.toContain(code);
    await expect(
      errorCode(authenticateUser(db(), { email, password: PASSWORD, address: uniqueClientAddress() })),
    ).resolves.toBe('UserNotConfirmedException');
    await verifyEmail(db(), { email, verificationCode: code, origin: ORIGIN });
    expect((await findUserByEmail(db(), email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await sentTo(email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('verification code'),
      'Welcome to Rampart',
    ]);
    expect((await sentTo(email))[1]?.text).toMatch(/\/unsubscribe\/[0-9a-f-]{36}/);
    await expect(
      errorCode(verifyEmail(db(), { email, verificationCode: code, origin: ORIGIN })),
    ).resolves.toBe('NotAuthorizedException');
  });

  it('refuses a taken e-mail in any case (UsernameExistsException) and a weak password (InvalidPasswordException)', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    await expect(
      errorCode(signUpUser(db(), { email: email.toUpperCase(), password: PASSWORD })),
    ).resolves.toBe('UsernameExistsException');
    for (const weak of ['short1', 'lettersonly', '1234567890']) {
      await expect(errorCode(signUpUser(db(), { email: newEmail(), password: weak }))).resolves.toBe(
        'InvalidPasswordException',
      );
    }
  });

  it('gives two users of one local part two usernames', async () => {
    const first = `same.name-${Date.now()}@one.example`;
    await signUpUser(db(), { email: first, password: PASSWORD });
    await signUpUser(db(), { email: first.replace('one.example', 'two.example'), password: PASSWORD });
    const a = await findUserByEmail(db(), first);
    const b = await findUserByEmail(db(), first.replace('one.example', 'two.example'));
    expect(a?.username).not.toBe(b?.username);
  });

  it('answers an unknown e-mail and a wrong password with the same error', async () => {
    const email = await verifiedUser();
    const unknown = await errorCode(
      authenticateUser(db(), { email: newEmail(), password: PASSWORD, address: uniqueClientAddress() }),
    );
    const wrong = await errorCode(
      authenticateUser(db(), { email, password: 'wrong password 1', address: uniqueClientAddress() }),
    );
    expect(unknown).toBe('NotAuthorizedException');
    expect(wrong).toBe(unknown);
    const user = await authenticateUser(db(), { email, password: PASSWORD, address: uniqueClientAddress() });
    expect(user.email).toBe(email);
  });

  it('after 5 wrong passwords refuses the 6th attempt even with the right password', async () => {
    const email = await verifiedUser();
    for (let n = 0; n < 5; n += 1) {
      await expect(
        errorCode(authenticateUser(db(), { email, password: `wrong ${n}a`, address: uniqueClientAddress() })),
      ).resolves.toBe('NotAuthorizedException');
    }
    await expect(
      errorCode(authenticateUser(db(), { email, password: PASSWORD, address: uniqueClientAddress() })),
    ).resolves.toBe('TooManyRequestsException');
  });

  it('locks a client address after 20 failed log-ins, whichever accounts they were for', async () => {
    const address = uniqueClientAddress();
    const email = await verifiedUser();
    for (let n = 0; n < 20; n += 1) {
      await expect(
        errorCode(authenticateUser(db(), { email: newEmail(), password: `wrong ${n}a`, address })),
      ).resolves.toBe('NotAuthorizedException');
    }
    // The 20th failure locked the address for a second: the right password of another account waits too.
    await expect(errorCode(authenticateUser(db(), { email, password: PASSWORD, address }))).resolves.toBe(
      'TooManyRequestsException',
    );
  });

  it('locks an address for 1 s after its 20th failure, doubling with each further one up to 15 minutes', async () => {
    const address = uniqueClientAddress();
    // Each failure for an account of its own: only the address's count grows.
    const keys = () => ({ account: uniqueClientAddress(), address });
    const waits: number[] = [];
    for (let failure = 1; failure <= 31; failure += 1) {
      await recordLoginFailure(keys());
      waits.push(await loginLockSeconds(keys()));
    }
    expect(waits.slice(0, 19)).toEqual(Array(19).fill(0));
    expect(waits.slice(19)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // A success from the address (into an account of its own) leaves the address's lock where it was.
    await recordLoginSuccess(keys());
    expect(await loginLockSeconds(keys())).toBe(900);
  });

  it("a success clears the account's count, never the address's", async () => {
    const address = uniqueClientAddress();
    const own = await verifiedUser();
    // 19 failures against other accounts, then a log-in to an account of one's own, then one more failure:
    // the address's 20th failure locks it all the same.
    for (let n = 0; n < 19; n += 1) {
      await expect(
        errorCode(authenticateUser(db(), { email: newEmail(), password: `wrong ${n}a`, address })),
      ).resolves.toBe('NotAuthorizedException');
    }
    await authenticateUser(db(), { email: own, password: PASSWORD, address });
    await expect(
      errorCode(authenticateUser(db(), { email: newEmail(), password: 'wrong 20a', address })),
    ).resolves.toBe('NotAuthorizedException');
    await expect(
      errorCode(authenticateUser(db(), { email: own, password: PASSWORD, address })),
    ).resolves.toBe('TooManyRequestsException');
  });

  it('without a known client address, counts the account only: strangers never lock each other out', async () => {
    const victim = await verifiedUser();
    for (let n = 0; n < 25; n += 1) {
      await expect(
        errorCode(
          authenticateUser(db(), { email: newEmail(), password: `wrong ${n}a`, address: UNKNOWN_CLIENT }),
        ),
      ).resolves.toBe('NotAuthorizedException');
    }
    const user = await authenticateUser(db(), { email: victim, password: PASSWORD, address: UNKNOWN_CLIENT });
    expect(user.email).toBe(victim);
  });

  /** Five wrong verification codes for the address (each refused), then the right one, which is refused too. */
  async function expectSpentAfterFiveWrongTries(email: string, code: string) {
    for (let n = 0; n < 5; n += 1) {
      await expect(
        errorCode(verifyEmail(db(), { email, verificationCode: otherThan(code), origin: ORIGIN })),
      ).resolves.toBe('CodeMismatchException');
    }
    await expect(
      errorCode(verifyEmail(db(), { email, verificationCode: code, origin: ORIGIN })),
    ).resolves.toBe('CodeMismatchException');
  }

  it('spends a code after 5 wrong tries: the 6th fails even when right', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    await expectSpentAfterFiveWrongTries(email, await sentCode(email));
  });

  it('answers a wrong code alike for an unknown, a waiting and a verified address', async () => {
    const waiting = newEmail();
    await signUpUser(db(), { email: waiting, password: PASSWORD });
    const verified = newEmail();
    await signUpUser(db(), { email: verified, password: PASSWORD });
    const spent = await sentCode(verified);
    await verifyEmail(db(), { email: verified, verificationCode: spent, origin: ORIGIN });
    const answers = [];
    for (const [email, wrong] of [
      [newEmail(), '123456'],
      [waiting, otherThan(await sentCode(waiting))],
      [verified, otherThan(spent)],
    ] as const) {
      answers.push(await errorCode(verifyEmail(db(), { email, verificationCode: wrong, origin: ORIGIN })));
    }
    expect(answers).toEqual(['CodeMismatchException', 'CodeMismatchException', 'CodeMismatchException']);
  });

  it('tells only the holder of the code that verified an address that it is verified already', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    const code = await sentCode(email);
    await verifyEmail(db(), { email, verificationCode: code, origin: ORIGIN });
    await expect(
      errorCode(verifyEmail(db(), { email, verificationCode: code, origin: ORIGIN })),
    ).resolves.toBe('NotAuthorizedException');
    // Five wrong guesses at the spent code, and even the right one no longer tells.
    await expectSpentAfterFiveWrongTries(email, code);
  });

  it('answers a second reset request within the minute like an unknown address, sending nothing', async () => {
    const email = await verifiedUser();
    const before = (await sentTo(email)).length;
    await forgotPassword(db(), email);
    await expect(forgotPassword(db(), email)).resolves.toEqual(await forgotPassword(db(), newEmail()));
    expect(await sentTo(email)).toHaveLength(before + 1);
  });

  it('gives ExpiredCodeException for a right code past its time', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    const code = await sentCode(email);
    const user = await findUserByEmail(db(), email);
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    await expect(
      errorCode(verifyEmail(db(), { email, verificationCode: code, origin: ORIGIN })),
    ).resolves.toBe('ExpiredCodeException');
  });

  it('resends at most once a minute, and the new code replaces the old', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    const first = await sentCode(email);
    // Within the minute: the same answer as for any address, and nothing sent.
    await expect(resendConfirmation(db(), email)).resolves.toEqual({ ok: true });
    expect(await sentTo(email)).toHaveLength(1);
    await resendConfirmation(db(), email, new Date(Date.now() + 61_000));
    const second = await sentCode(email);
    expect(await sentTo(email)).toHaveLength(2);
    if (second !== first) {
      await expect(
        errorCode(verifyEmail(db(), { email, verificationCode: first, origin: ORIGIN })),
      ).resolves.toBe('CodeMismatchException');
    }
    await verifyEmail(db(), { email, verificationCode: second, origin: ORIGIN });
  });

  it('mails at most 5 new verification codes an hour per account, however far apart', async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: PASSWORD });
    for (let minute = 1; minute <= 5; minute += 1) {
      await resendConfirmation(db(), email, new Date(Date.now() + minute * 61_000));
    }
    await expect(resendConfirmation(db(), email, new Date(Date.now() + 6 * 61_000))).resolves.toEqual({
      ok: true,
    });
    expect(await sentTo(email)).toHaveLength(6);
  });

  it('mails at most 5 reset codes an hour per account, however far apart', async () => {
    const email = await verifiedUser();
    const before = (await sentTo(email)).length;
    for (let minute = 0; minute < 5; minute += 1) {
      await forgotPassword(db(), email, new Date(Date.now() + minute * 61_000));
    }
    await expect(forgotPassword(db(), email, new Date(Date.now() + 5 * 61_000))).resolves.toEqual({
      ok: true,
    });
    expect(await sentTo(email)).toHaveLength(before + 5);
  });

  it('keeps the account when its code cannot be mailed, and resends at once when mail works again', async () => {
    const email = newEmail();
    // A file where the outbox folder should be: no mail can be written.
    const outbox = path.join(dataDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    fs.renameSync(outbox, `${outbox}.kept`);
    fs.writeFileSync(outbox, '');
    try {
      // The sign-up answers before its mail is tried: the account is made, and its code's mail fails in the job.
      await expect(signUpUser(db(), { email, password: PASSWORD })).resolves.toEqual({ ok: true });
      await runQueuedJobs(database.handle);
      await expect(errorCode(signUpUser(db(), { email, password: PASSWORD }))).resolves.toBe(
        'UsernameExistsException',
      );
    } finally {
      fs.rmSync(outbox);
      fs.renameSync(`${outbox}.kept`, outbox);
    }
    expect((await findUserByEmail(db(), email))?.emailVerifiedAt).toBeNull();
    // The unsent code did not start the minute: the resend goes out straight away, and its code verifies. The
    // sign-up's mail, tried again later, then sends nothing: a newer code went out.
    await resendConfirmation(db(), email);
    expect(await sentTo(email)).toHaveLength(1);
    await verifyEmail(db(), { email, verificationCode: await sentCode(email), origin: ORIGIN });
  });

  it('resets a forgotten password with the mailed code and ends every session', async () => {
    const email = await verifiedUser();
    const before = await findUserByEmail(db(), email);
    await forgotPassword(db(), email);
    const code = await sentCode(email);
    await expect(
      errorCode(
        resetForgottenPassword(db(), {
          email,
          code: code === '123456' ? '654321' : '123456',
          newPassword: 'new pass 77',
        }),
      ),
    ).resolves.toBe('CodeMismatchException');
    await resetForgottenPassword(db(), { email, code, newPassword: 'new pass 77' });
    const after = await findUserByEmail(db(), email);
    expect(after!.sessionVersion).toBe(before!.sessionVersion + 1);
    await expect(
      errorCode(authenticateUser(db(), { email, password: PASSWORD, address: uniqueClientAddress() })),
    ).resolves.toBe('NotAuthorizedException');
    await authenticateUser(db(), { email, password: 'new pass 77', address: uniqueClientAddress() });
  });

  it('answers forgot-password for an unknown e-mail like any other and mails nothing', async () => {
    const email = newEmail();
    await expect(forgotPassword(db(), email)).resolves.toEqual({ ok: true });
    expect(await sentTo(email)).toEqual([]);
  });

  it("Google sign-in replaces an unverified account of its address: the stranger's password and lists are gone", async () => {
    const email = newEmail();
    await signUpUser(db(), { email, password: 'strangers pass 1' });
    const stranger = await findUserByEmail(db(), email);
    await createWatchlist(db(), { userId: stranger!.id, name: 'Planted', projects: [] });
    const user = await signInWithOidc(db(), {
      provider: 'cognito',
      subject: `sub-${email}`,
      email,
      isEmailVerified: true,
      image: null,
    });
    expect(user.id).not.toBe(stranger!.id);
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await findUserById(db(), stranger!.id)).toBeUndefined();
    expect((await listWatchlists(db(), user.id)).data).toEqual([]);
    await expect(
      errorCode(
        authenticateUser(db(), { email, password: 'strangers pass 1', address: uniqueClientAddress() }),
      ),
    ).resolves.toBe('NotAuthorizedException');
  });

  it('deletes accounts left unverified for 7 days, and lets their address sign up again', async () => {
    const stale = newEmail();
    const fresh = newEmail();
    await signUpUser(db(), { email: stale, password: PASSWORD });
    await signUpUser(db(), { email: fresh, password: PASSWORD });
    const verified = await verifiedUser();
    const weekAgo = new Date(Date.now() - UNVERIFIED_ACCOUNT_TTL_MS - 1000);
    await db()
      .update(users)
      .set({ createdAt: weekAgo })
      .where(inArray(users.email, [stale, verified]));
    // Sign-up frees the expired address at once.
    await expect(signUpUser(db(), { email: stale, password: 'another pass 2' })).resolves.toEqual({
      ok: true,
    });
    await db().update(users).set({ createdAt: weekAgo }).where(eq(users.email, stale));
    await expect(sweepUnverifiedAccounts(db())).resolves.toBeGreaterThanOrEqual(1);
    expect(await findUserByEmail(db(), stale)).toBeUndefined();
    expect(await findUserByEmail(db(), fresh)).toBeDefined();
    expect(await findUserByEmail(db(), verified)).toBeDefined();
  });

  it('Google sign-in creates a verified user, then links a verified e-mail that already has an account', async () => {
    const fresh = newEmail();
    const created = await signInWithOidc(db(), {
      provider: 'cognito',
      subject: `sub-${fresh}`,
      email: fresh,
      isEmailVerified: true,
      image: null,
    });
    expect(created.emailVerifiedAt).toBeInstanceOf(Date);
    expect(created.passwordHash).toBeNull();
    const existing = await verifiedUser();
    const linked = await signInWithOidc(db(), {
      provider: 'cognito',
      subject: `sub-${existing}`,
      email: existing.toUpperCase(),
      isEmailVerified: true,
      image: null,
    });
    expect(linked.id).toBe((await findUserByEmail(db(), existing))!.id);
    const again = await signInWithOidc(db(), {
      provider: 'cognito',
      subject: `sub-${existing}`,
      email: 'changed@example.com',
      isEmailVerified: true,
      image: null,
    });
    expect(again.id).toBe(linked.id);
    await expect(
      errorCode(
        signInWithOidc(db(), {
          provider: 'cognito',
          subject: 'sub-unverified',
          email: existing,
          isEmailVerified: false,
          image: null,
        }),
      ),
    ).resolves.toBe('AccessDenied');
  });
});
