import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { users } from '@/server/db/schema';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { latestCode, mailsTo } from '@/testing/outbox';
import { signUpUser } from '../auth/sign-up-user';
import { forgotPassword } from '../auth/forgot-password';
import { queueJob } from './job-queue';
import { queueMail } from './queue-mail';
import { runDueJobs, startJobRunner } from './job-runner';
import { JOB_QUEUES } from './queues';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase({ isAppDatabase: false });

const jobStates = async (queue: string) =>
  (
    await database.handle.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = ${queue} order by created_on`,
    )
  ).rows.map((row) => row.state);

describe(`the job queue on ${testDriver()}`, () => {
  it('keeps a queued mail until a runner sends it, once', async () => {
    const to = `queued-${Date.now()}@example.com`;
    await queueMail(
      { kind: 'notification', to, subject: 'Queued', text: 'body', html: '<p>body</p>' },
      database.handle.db,
    );
    expect(mailsTo(dataDir, to)).toHaveLength(0);
    expect(await runDueJobs(database.handle, env())).toBeGreaterThanOrEqual(1);
    expect(mailsTo(dataDir, to).map((mail) => mail.subject)).toEqual(['Queued']);
    expect(await runDueJobs(database.handle, env())).toBe(0);
    expect(mailsTo(dataDir, to)).toHaveLength(1);
  });

  it('queues a sign-up code in the sign-up transaction, and mails it from the job', async () => {
    const email = `signup-${Date.now()}@example.com`;
    await signUpUser(database.handle.db, { email, password: 'correct horse 42' });
    expect(mailsTo(dataDir, email)).toHaveLength(0);
    await runDueJobs(database.handle, env());
    expect(latestCode(dataDir, email)).toMatch(/^\d{6}$/);
  });

  it('answers forgot-password alike for every address; the job mails only an account', async () => {
    const email = `forgot-${Date.now()}@example.com`;
    await signUpUser(database.handle.db, { email, password: 'correct horse 42' });
    await database.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    await runDueJobs(database.handle, env());
    const nobody = `nobody-${Date.now()}@example.com`;
    expect(await forgotPassword(database.handle.db, email)).toEqual(
      await forgotPassword(database.handle.db, nobody),
    );
    await runDueJobs(database.handle, env());
    expect(mailsTo(dataDir, email).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('reset'),
    );
    expect(mailsTo(dataDir, nobody)).toHaveLength(0);
    // Each job ran once and is done: the one for the unknown address found nobody to mail.
    expect(new Set(await jobStates(JOB_QUEUES.sendCodeMail))).toEqual(new Set(['completed']));
  });

  it('runs a queued job on a started runner without waiting for its poll', async () => {
    const runner = await startJobRunner(database.handle, { mode: 'worker', config: env() });
    try {
      const to = `runner-${Date.now()}@example.com`;
      await queueJob(
        JOB_QUEUES.sendMail,
        { message: { kind: 'notification', to, subject: 'Woken', text: 'body', html: '<p>body</p>' } },
        { db: database.handle.db },
      );
      await vi.waitFor(() => expect(mailsTo(dataDir, to)).toHaveLength(1), { timeout: 10_000 });
    } finally {
      await runner.stop(5_000);
    }
  });
});
