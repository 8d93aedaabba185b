import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { uniqueClientAddress } from '@/testing/client-address';
import { latestCode } from '@/testing/outbox';
import { runQueuedJobs } from '@/testing/jobs';
import { prepareDatabase } from '@/server/setup/prepare-database';
import { authenticateUser } from './authenticate-user';
import { changePassword } from './change-password';
import { findUserByEmail } from './find-user';
import { forgotPassword } from './forgot-password';
import { resetForgottenPassword } from './reset-forgotten-password';
import { signUpUser } from './sign-up-user';
import { verifyEmail } from './verify-email';

// Everything is logged here (trace level), into a buffer that the test then searches.
const dataDir = await vi.hoisted(async () => {
  process.env.LOG_LEVEL = 'trace';
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

let database: TestDatabase;
let captured = '';
const originalWrite = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
  process.stdout.write = ((chunk: string | Uint8Array) => {
    captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  await database.dispose();
});

describe(`logs on ${testDriver()}`, () => {
  it('never carry a password or a one-time code', async () => {
    const db = database.handle.db;
    const email = `logged-${Date.now()}@example.com`;
    const passwords = ['first secret 11', 'second secret 22', 'third secret 33', 'wrong guess 44'];
    await signUpUser(db, { email, password: passwords[0]! });
    await runQueuedJobs(database.handle);
    const verifyCode = latestCode(dataDir, email);
    await verifyEmail(db, { email, verificationCode: '999999', origin: 'http://x' }).catch(() => undefined);
    await verifyEmail(db, { email, verificationCode: verifyCode, origin: 'http://x' });
    await authenticateUser(db, { email, password: passwords[3]!, address: uniqueClientAddress() }).catch(
      () => undefined,
    );
    await authenticateUser(db, { email, password: passwords[0]!, address: uniqueClientAddress() });
    const user = await findUserByEmail(db, email);
    await changePassword(db, { userId: user!.id, oldPassword: passwords[0]!, newPassword: passwords[1]! });
    await forgotPassword(db, email);
    await runQueuedJobs(database.handle);
    const resetCode = latestCode(dataDir, email);
    await resetForgottenPassword(db, { email, code: resetCode, newPassword: passwords[2]! });

    expect(captured).toContain('user signed up');
    expect(captured).toContain('password reset');
    for (const secret of [...passwords, verifyCode, resetCode]) expect(captured).not.toContain(secret);
    expect(captured).not.toContain('$argon2id$');
  });
});
