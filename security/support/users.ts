// Test users, made the way a person makes them: sign-up through the API and the code read from the mail the
// SMTP receiver got.
import { expect, inject } from 'vitest';
import { Client } from './client';

export const PASSWORD = 'correct horse 42';

interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly raw: string;
}

export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${inject('mailApi')}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as ReceivedMail[];
}

const CODE = /\b(\d{6})\b/;

/** The mails to an address that carry a code (verification, reset), oldest first; not the welcome mail. */
export async function codeMailsTo(email: string): Promise<ReceivedMail[]> {
  return (await mailsTo(email)).filter((mail) => CODE.test(mail.subject));
}

/** Waits for the `count`-th code mail to an address (1-based) and answers the 6-digit code in its subject. */
export async function codeFromMail(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const code = (await codeMailsTo(email))[count - 1]?.subject.match(CODE)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mail #${count} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@security.rampart.test`;

export interface TestUser {
  readonly email: string;
  readonly password: string;
  readonly client: Client;
  readonly id: string;
}

/** A verified, signed-in user with a client (and a loopback address) of its own. */
export async function signedInUser(email = newEmail('user'), password = PASSWORD): Promise<TestUser> {
  const client = new Client();
  expect((await client.post('/api/auth/signup', { email, password })).status).toBe(200);
  const verificationCode = await codeFromMail(email);
  expect((await client.post('/api/auth/verify-email', { email, verificationCode })).status).toBe(200);
  expect(await client.logIn(email, password)).toBeNull();
  const session = await client.session();
  expect(session.user?.id).toBeTruthy();
  return { email, password, client, id: session.user!.id };
}
