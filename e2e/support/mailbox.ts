import { expect, type APIRequestContext } from '@playwright/test';

interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly raw: string;
}

const mailApi = () => `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}`;

/** Every mail the test SMTP server received for an address, oldest first. */
export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the `count`-th mail to an address (1-based) and returns the 6-digit code of its subject. */
export async function codeFromMail(email: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        code = mails[count - 1]?.subject.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A new e-mail address for one test. */
export const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs a user up and verifies it through the API, reading the code from the mail. */
/**
 * A verified user with this address and password, whichever test made it first: the staff accounts of the
 * flags file are shared by several specs.
 */
export async function ensureVerifiedUser(request: APIRequestContext, email: string, password: string) {
  const headers = { 'x-forwarded-for': `e2e-${email}` };
  const signUp = await request.post('/api/auth/signup', { data: { email, password }, headers });
  if (signUp.status() === 409) return;
  expect(signUp.status()).toBe(200);
  const verificationCode = await codeFromMail(email);
  expect(
    (await request.post('/api/auth/verify-email', { data: { email, verificationCode }, headers })).status(),
  ).toBe(200);
}

export async function createVerifiedUser(request: APIRequestContext, email: string, password: string) {
  // Each seeded user comes from a client address of its own: the suite creates more users than one address may
  // sign up in an hour, and the rate limit is not what these tests are about.
  const headers = { 'x-forwarded-for': `e2e-${email}` };
  expect((await request.post('/api/auth/signup', { data: { email, password }, headers })).status()).toBe(200);
  const verificationCode = await codeFromMail(email);
  expect(
    (await request.post('/api/auth/verify-email', { data: { email, verificationCode }, headers })).status(),
  ).toBe(200);
}
