// S8: the endpoints that mail a code answer before the mail is sent, and in the same time whether the address has
// an account or not: how long an answer takes must not tell which addresses are registered.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';
import { codeMailsTo, newEmail, signedInUser, type TestUser } from './support/users';

// The test mail server accepts a mail to this domain only after 3 seconds, as a slow mail server would.
const slowEmail = (label: string) => newEmail(label).replace('@security.rampart.test', '@slow.mail.test');
// The cool-down between two codes of one account: a resend sooner sends nothing, whatever the code does.
const COOL_DOWN_MS = 61_000;
const ROUNDS = 5;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Timed {
  readonly status: number;
  readonly text: string;
  readonly ms: number;
  /** When the answer had arrived (this machine's clock, as the mail server's). */
  readonly answeredAt: number;
}

/** One request from a client of its own, timed. */
async function timed(path: string, email: string): Promise<Timed> {
  const reply = await new Client().post(path, { email });
  return { status: reply.status, text: reply.text, ms: reply.ms, answeredAt: Date.now() };
}

/** The code mails an address has received, once there are `count` of them (20 s at most). */
async function codeMails(email: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await codeMailsTo(email)) as unknown as { receivedAt: number }[];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * For each address of an account and as many unknown ones, alternating: the answers are the same, the medians of
 * their times within 50 ms of each other (mailing inside the request took over 100 ms against a local mail server,
 * and 3 s against the slow one), and each account's new code mail arrives only after its answer. Each request is
 * timed on an app that has done the job of the one before: an account's job (finding it, making the code, mailing)
 * shares the embedded database with the next request, which could time it, not the address.
 */
async function expectAnsweredBeforeMailing(path: string, accounts: readonly string[], mailsBefore: number) {
  const known: Timed[] = [];
  const unknown: Timed[] = [];
  const mailed: { receivedAt: number }[][] = [];
  for (const email of accounts) {
    known.push(await timed(path, email));
    mailed.push(await codeMails(email, mailsBefore + 1));
    unknown.push(await timed(path, slowEmail('nobody')));
  }
  for (const reply of [...known, ...unknown])
    expect([reply.status, reply.text], path).toEqual([200, '{"ok":true}']);
  const [a, b] = [median(known.map((reply) => reply.ms)), median(unknown.map((reply) => reply.ms))];
  expect(
    Math.abs(a - b),
    `${path}: medians ${a.toFixed(0)} ms (accounts), ${b.toFixed(0)} ms (unknown)`,
  ).toBeLessThan(50);
  for (const [index, mails] of mailed.entries()) {
    expect(mails, `${path}: the code mail to an account`).toHaveLength(mailsBefore + 1);
    expect(mails[mailsBefore]!.receivedAt, `${path}: mailed after the answer`).toBeGreaterThan(
      known[index]!.answeredAt,
    );
  }
}

describe('S8 mail after the answer', () => {
  let verified: TestUser[];
  // Accounts waiting for their code, signed up by the global setup: their first code's cool-down runs out while
  // the other files run.
  const waiting = inject('coolingAccounts');
  const signedUpAt = inject('coolingSince');

  beforeAll(async () => {
    expect(waiting).toHaveLength(ROUNDS);
    verified = [];
    for (let n = 0; n < ROUNDS; n += 1) verified.push(await signedInUser(slowEmail('verified')));
  }, 180_000);

  it('S8 forgot-password answers before the reset code is mailed, as fast for an account as for an unknown address', async () => {
    await expectAnsweredBeforeMailing(
      '/api/auth/forgot-password',
      verified.map((user) => user.email),
      1,
    );
  }, 120_000);

  it('S8 resend-confirmation answers before the new code is mailed, as fast for an account as for an unknown address', async () => {
    for (const email of waiting) expect(await codeMails(email, 1)).toHaveLength(1);
    const wait = signedUpAt + COOL_DOWN_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await expectAnsweredBeforeMailing('/api/auth/resend-confirmation', waiting, 1);
  }, 180_000);
});
