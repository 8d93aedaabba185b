// npm run test:multi: two instances of Rampart and a worker on one PostgreSQL and one Redis, as behind a load
// balancer.
// On TEST_DATABASE_URL and REDIS_URL when set (a database of its own, dropped afterwards; unique e-mails and
// client addresses keep its rate-limit keys apart from other runs), else on a throwaway cluster and Redis.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, startWorker, type AppServer, type WorkerProcess } from './support/app-server';
import { Client, newEmail, PASSWORD, verifiedAccount, waitForCode } from './support/client';
import { sleep } from './support/free-port';
import { createMailServer, type MailServer } from './support/mail-server';
import { canCreateClusters, createCluster, type PostgresCluster } from './support/postgres-cluster';
import { createRedis, type RedisServer } from './support/redis-server';

const MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

let cluster: PostgresCluster | undefined;
let ownRedis: RedisServer | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl: string;
let mail: MailServer;
let a: AppServer;
let b: AppServer;
let worker: WorkerProcess;
let workerOptions: Parameters<typeof startWorker>[0];
const otherWorkers: WorkerProcess[] = [];
let startedTogetherMs = 0;

async function databaseOfItsOwn(): Promise<string> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) {
    const name = `rampart_multi_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: shared });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    const url = new URL(shared);
    url.pathname = `/${name}`;
    return url.toString();
  }
  if (!canCreateClusters()) {
    throw new Error('the multi-instance suite needs TEST_DATABASE_URL, or the binaries of PostgreSQL 15');
  }
  cluster = await createCluster('rampart_multi');
  return cluster.createDatabase('rampart');
}

beforeAll(async () => {
  databaseUrl = await databaseOfItsOwn();
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    ownRedis = await createRedis();
    redisUrl = ownRedis.url;
  }
  mail = await createMailServer();
  const options = { databaseUrl, redisUrl, smtpUrl: mail.url, seed: 'real' as const };
  workerOptions = options;
  // Started together on an empty database: the three race for the migrations and the import of the data sets.
  const started = Date.now();
  [a, b, worker] = await Promise.all([startApp(options), startApp(options), startWorker(options)]);
  startedTogetherMs = Date.now() - started;
});

afterAll(async () => {
  await Promise.all([
    a?.stop('SIGKILL'),
    b?.stop('SIGKILL'),
    worker?.stop('SIGKILL'),
    ...otherWorkers.map((other) => other.stop('SIGKILL')),
  ]);
  await mail?.stop();
  await ownRedis?.stop();
  await dropDatabase?.();
  cluster?.drop();
});

async function signedIn(label: string, on: AppServer): Promise<{ client: Client; email: string }> {
  const client = new Client(on.url);
  const email = await verifiedAccount(client, mail, label);
  expect(await client.logIn(email, PASSWORD)).toEqual({ ok: true });
  return { client, email };
}

describe('two instances on one PostgreSQL and Redis', () => {
  it('MULTI-1 both starting together migrate once and import the data sets once, then both serve', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const migrations = await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(migrations.rows).toHaveLength(MIGRATIONS);
      expect(new Set(migrations.rows.map((row) => row.hash)).size).toBe(MIGRATIONS);
      // The job queue's schema too: one version row, made once.
      const queueVersions = await db.query('select version from pgboss.version');
      expect(queueVersions.rows).toHaveLength(1);
      const imported = await db.query("select 1 from app_meta where key = 'data_imported_at'");
      expect(imported.rows).toHaveLength(1);
      // Once: every project of data/protocols.json and data/projects/ is there one time.
      const projects = await db.query<{ n: number }>('select count(*)::int as n from projects');
      const dataDir = path.join(process.cwd(), 'data');
      const projectFiles = [
        'protocols.json',
        ...fs.readdirSync(path.join(dataDir, 'projects')).map((file) => path.join('projects', file)),
      ];
      const shipped = projectFiles
        .map((file) => (JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as unknown[]).length)
        .reduce((sum, count) => sum + count, 0);
      expect(shipped).toBeGreaterThan(2_000);
      expect(projects.rows[0]!.n).toBe(shipped);
    } finally {
      await db.end();
    }
    for (const app of [a, b]) {
      expect((await new Client(app.url).request('/api/health')).body).toEqual({ status: 'ok', db: 'ok' });
    }
    console.log(`[figures] multi: both instances started together in ${startedTogetherMs} ms`);
  });

  it('MULTI-2 a session made on one instance works on the other', async () => {
    const { client } = await signedIn('roaming', a);
    const onA = await client.sessionUserId(a.url);
    expect(onA).toBeTruthy();
    expect(await client.sessionUserId(b.url)).toBe(onA);
    const lists = await client.request('/api/watchlist', { baseUrl: b.url });
    expect(lists.status).toBe(200);
  });

  it('MULTI-3 failed log-ins count across both instances', async () => {
    const email = await verifiedAccount(new Client(a.url), mail, 'guarded');
    const client = new Client(a.url, `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`);
    // Eight failures, alternating between the instances: four on each, each alone under the five that an account
    // is allowed. From the fifth on the account is locked 1 s, 2 s, 4 s, then 8 s; the first three are waited out.
    for (let failure = 0; failure < 8; failure += 1) {
      if (failure >= 5) await sleep(2 ** (failure - 5) * 1000 + 300);
      const on = failure % 2 === 0 ? a : b;
      expect(await client.logIn(email, 'wrong-password-1', on.url)).toEqual({
        ok: false,
        error: 'NotAuthorizedException',
      });
    }
    // The right password, within the 8 s lock: refused, the account is locked on both.
    expect(await client.logIn(email, PASSWORD, b.url)).toEqual({
      ok: false,
      error: 'TooManyRequestsException',
    });
  });

  it('MULTI-4 the 60-second resend window holds across both instances: no second mail', async () => {
    const email = newEmail('resender');
    const client = new Client(a.url);
    const signUp = await client.request('/api/auth/signup', {
      json: { email, password: PASSWORD, agreement: true },
    });
    expect(signUp.status).toBe(200);
    await waitForCode(mail, email);
    const resend = await client.request('/api/auth/resend-confirmation', { json: { email }, baseUrl: b.url });
    // Within the window the answer is the usual one (another would tell that the address has an account), and
    // nothing is sent.
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mail.mails.filter((sent) => sent.to.includes(email.toLowerCase()))).toHaveLength(1);
  });

  it('MULTI-5 sign-out on one instance ends the session on both', async () => {
    const { client } = await signedIn('leaving', a);
    const copied = client.copy();
    expect(await copied.sessionUserId(b.url)).toBeTruthy();
    expect(await client.signOut(a.url)).toBe(200);
    // The cookie kept from before the sign-out is refused by the other instance too.
    expect(await copied.sessionUserId(b.url)).toBeNull();
    expect((await copied.request('/api/watchlist', { baseUrl: b.url })).status).toBe(401);
    expect((await copied.request('/api/watchlist', { baseUrl: a.url })).status).toBe(401);
  });

  it('MULTI-6 each alert reaches each webhook once, though alerts are raised on both instances and the worker delivers them', async () => {
    const received: { path: string; id: string }[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string };
        received.push({ path: request.url ?? '', id: body.id });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    try {
      const { client } = await signedIn('hooked', a);
      const list = await client.request('/api/watchlist/create', {
        json: { name: 'Hooked', projects: ['vabble'] },
      });
      expect(list.status).toBe(200);
      for (const hook of ['/one', '/two']) {
        const added = await client.request('/api/user/webhooks/create', { json: { url: `${base}${hook}` } });
        expect(added.status).toBe(200);
      }
      // Alerts raised on both instances, each queueing a delivery job; the worker's rounds race for every row.
      const alertIds: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const raised = await client.request('/api/test-hooks/alert', {
          json: { projectId: 'vabble' },
          baseUrl: index % 2 === 0 ? a.url : b.url,
        });
        expect(raised.status).toBe(200);
        alertIds.push((raised.body as { alertId: number }).alertId);
      }
      const deadline = Date.now() + 30_000;
      while (received.length < 8 && Date.now() < deadline) await sleep(200);
      // Many more rounds of both workers: a second delivery of anything would show now.
      await sleep(3_000);
      expect(received).toHaveLength(8);
      const expected = alertIds.flatMap((id) => ['/one', '/two'].map((hook) => `${hook} alert:${id}`));
      expect(received.map((got) => `${got.path} ${got.id}`).sort()).toEqual(expected.sort());

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const rows = await db.query<{ status: string; attempts: number }>(
          'select status, attempts from webhook_deliveries',
        );
        expect(rows.rows).toHaveLength(8);
        expect(rows.rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
      } finally {
        await db.end();
      }
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('MULTI-7 jobs queued on both instances are each done once: one code mail per sign-up, every job completed once', async () => {
    const emails = Array.from({ length: 10 }, (_, index) => newEmail(`queued-${index}`));
    await Promise.all(
      emails.map(async (email, index) => {
        const on = index % 2 === 0 ? a : b;
        const signUp = await new Client(on.url).request('/api/auth/signup', {
          json: { email, password: PASSWORD, agreement: true },
        });
        expect(signUp.status).toBe(200);
      }),
    );
    for (const email of emails) await waitForCode(mail, email);
    // Time for a second copy of anything to arrive.
    await sleep(3_000);
    for (const email of emails) {
      expect(
        mail.mails.filter((sent) => sent.to.includes(email.toLowerCase())),
        email,
      ).toHaveLength(1);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const jobs = await db.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = 'mail.code' and data->>'userId' in
           (select id::text from users where lower(email) = any($1))`,
        [emails.map((email) => email.toLowerCase())],
      );
      expect(jobs.rows).toHaveLength(emails.length);
      expect(jobs.rows.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
    } finally {
      await db.end();
    }
  });

  it('MULTI-8 a worker killed in the middle of a job: another worker does it, and the mail is sent once', async () => {
    const email = newEmail('orphaned');
    // The mail server holds this address's mail unanswered: the worker sending it waits in the middle of the job.
    const hold = mail.hold(email);
    const signUp = await new Client(a.url).request('/api/auth/signup', {
      json: { email, password: PASSWORD, agreement: true },
    });
    expect(signUp.status).toBe(200);
    const deadline = Date.now() + 30_000;
    while (!hold.isHolding() && Date.now() < deadline) await sleep(100);
    expect(hold.isHolding()).toBe(true);
    // The worker dies mid-send; another one is started, and the mail server answers again.
    await worker.stop('SIGKILL');
    const second = await startWorker(workerOptions);
    otherWorkers.push(second);
    hold.release();
    // The dead worker's job is taken as dead once its minute has passed, and run again.
    const code = await waitForCode(mail, email, 0, 150_000);
    await sleep(3_000);
    expect(mail.mails.filter((sent) => sent.to.includes(email.toLowerCase()))).toHaveLength(1);
    const verify = await new Client(b.url).request('/api/auth/verify-email', {
      json: { email, verificationCode: code },
    });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    worker = second;
  }, 240_000);
});
