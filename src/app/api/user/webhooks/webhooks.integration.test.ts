import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { WEBHOOK_LEASE_MS, WEBHOOK_RETRY_WINDOW_MS } from '@/config/constants';
import { webhookAlertPayload, type CreatedWebhook } from '@/contracts/webhooks';
import { callRoute } from '@/testing/call-route';
import { makeProject, makeUser, makeWatchlist, type TestUser } from '@/testing/factories';
import { mailsTo } from '@/testing/outbox';
import { STAFF_DOMAIN } from '@/testing/staff-flags';
import { runQueuedJobs } from '@/testing/jobs';
import { impersonatedSessionCookieFor } from '@/testing/session-cookie';
import { testDriver } from '@/testing/test-database';
import { GET as listRoute } from './route';
import { POST as createRoute } from './create/route';
import { POST as deleteRoute } from './delete/route';
import { securityAlerts, webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { confirmSecurityAlert } from '@/server/security/confirm-security-alert';
import type { Resolver } from '@/server/net/safe-fetch';
import { createWebhookEndpoint } from '@/server/webhooks/create-webhook-endpoint';
import { claimDueDeliveries, deliverDueWebhooks } from '@/server/webhooks/deliver-due-webhooks';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  const { useStaffFlags } = await import('@/testing/staff-flags');
  // The receivers of these tests listen on loopback, as the end-to-end suite's do.
  process.env.OUTBOUND_ALLOW_LOOPBACK = 'on';
  const dir = useTempDataDir();
  useStaffFlags(dir);
  return dir;
});

const LOOPBACK = { allowLoopback: true };
const database = preparedTestDatabase();

/** The mails to an address once the queued mail jobs have run, as a runner runs them after the answer. */
async function sentTo(email: string) {
  await runQueuedJobs(database.handle);
  return mailsTo(dataDir, email);
}
let alertCounter = 0;

interface Received {
  readonly body: string;
  readonly headers: http.IncomingHttpHeaders;
}

/** A webhook receiver on loopback that answers `status()` and keeps what it got. */
async function receiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(status()).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with the shown secret: the Standard Webhooks library's check, as /developers shows it. */
const verifies = (secret: string, got: Received) => {
  try {
    new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};
/** A name service that answers every name with these addresses. */
const answering = (...addresses: string[]): Resolver => ({
  lookup: async () => addresses,
  resolveTxt: async () => [],
});

async function newAlert(projectId: string): Promise<number> {
  alertCounter += 1;
  const [alert] = await database.handle.db
    .insert(securityAlerts)
    .values({
      externalKey: `test:webhook-${alertCounter}-${Date.now()}`,
      projectId,
      projectName: projectId,
      type: 'Exploit',
      chains: ['Ethereum'],
      lossUsd: 2_000_000,
      occurredAt: new Date('2026-11-18T10:00:00Z'),
      state: 'reported',
    })
    .returning({ id: securityAlerts.id });
  return alert!.id;
}

/** A user watching `projectId` (each test has a project of its own) with an endpoint at `url`. */
async function watcherWithEndpoint(
  url: string,
  projectId: string,
): Promise<{ user: TestUser; created: CreatedWebhook }> {
  const user = await makeUser(database.handle.db);
  await makeWatchlist(database.handle.db, { userId: user.id, name: 'Mine', projects: [projectId] });
  const created = await createWebhookEndpoint(database.handle.db, { userId: user.id, url, ...LOOPBACK });
  return { user, created };
}

const deliveriesOf = (endpointId: string) =>
  database.handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

beforeAll(async () => {
  const logo = '/logos/monogram/x.png';
  await makeProject(database.handle.db, { id: 'harbor', name: 'Harbor Finance', logo });
  for (const id of ['quiet', 'slide', 'dip']) await makeProject(database.handle.db, { id, name: id, logo });
});

describe(`webhooks of watchlist alerts, on ${testDriver()}`, () => {
  it('an alert is queued once per endpoint however often it is confirmed, and arrives signed', async () => {
    const hook = await receiver();
    try {
      const { created } = await watcherWithEndpoint(hook.url, 'harbor');
      const alertId = await newAlert('harbor');
      await confirmSecurityAlert(database.handle.db, alertId);
      await confirmSecurityAlert(database.handle.db, alertId);
      expect(await deliveriesOf(created.endpoint.id)).toHaveLength(1);

      expect(await deliverDueWebhooks(database.handle.db, LOOPBACK)).toMatchObject({ delivered: 1 });
      expect(hook.received).toHaveLength(1);
      const got = hook.received[0]!;
      expect(verifies(created.secret, got)).toBe(true);
      expect(got.headers['content-type']).toBe('application/json');
      const payload = webhookAlertPayload.parse(JSON.parse(got.body));
      expect(payload).toMatchObject({
        id: `alert:${alertId}`,
        type: 'watchlist.security_alert',
        project: { id: 'harbor', name: 'Harbor Finance' },
        alert: { id: alertId, type: 'Exploit', lossUsd: 2_000_000 },
      });
      const [row] = await deliveriesOf(created.endpoint.id);
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastHttpStatus: 200 });
      // Nothing is due any more: a second round sends nothing.
      expect(await deliverDueWebhooks(database.handle.db, LOOPBACK)).toEqual({
        delivered: 0,
        retrying: 0,
        failed: 0,
      });
      expect(hook.received).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });

  it('a failed attempt is retried on the backoff schedule, and gets through once the receiver is back', async () => {
    let status = 503;
    const hook = await receiver(() => status);
    try {
      const { created } = await watcherWithEndpoint(hook.url, 'slide');
      await confirmSecurityAlert(database.handle.db, await newAlert('slide'));
      const start = new Date();
      expect(await deliverDueWebhooks(database.handle.db, { ...LOOPBACK, now: start })).toMatchObject({
        retrying: 1,
      });
      let [row] = await deliveriesOf(created.endpoint.id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastHttpStatus: 503,
        lastError: 'HTTP 503',
      });
      expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + 10_000);
      // Not before its time.
      await deliverDueWebhooks(database.handle.db, { ...LOOPBACK, now: new Date(start.getTime() + 9_000) });
      expect(hook.received).toHaveLength(1);
      status = 200;
      expect(
        await deliverDueWebhooks(database.handle.db, {
          ...LOOPBACK,
          now: new Date(start.getTime() + 10_000),
        }),
      ).toMatchObject({ delivered: 1 });
      [row] = await deliveriesOf(created.endpoint.id);
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastHttpStatus: 200 });
      expect(hook.received.map((got) => got.body)).toEqual([hook.received[0]!.body, hook.received[0]!.body]);
      expect(hook.received.every((got) => verifies(created.secret, got))).toBe(true);
    } finally {
      await hook.close();
    }
  });

  it('after 24 hours of failures the delivery fails, the endpoint is disabled once and its owner mailed', async () => {
    const hook = await receiver(() => 500);
    try {
      const { user, created } = await watcherWithEndpoint(hook.url, 'dip');
      await confirmSecurityAlert(database.handle.db, await newAlert('dip'));
      await confirmSecurityAlert(database.handle.db, await newAlert('dip'));
      const rows = await deliveriesOf(created.endpoint.id);
      expect(rows).toHaveLength(2);
      const end = new Date(Math.max(...rows.map((row) => row.createdAt.getTime())) + WEBHOOK_RETRY_WINDOW_MS);
      const result = await deliverDueWebhooks(database.handle.db, { ...LOOPBACK, now: end });
      expect(result.failed).toBeGreaterThanOrEqual(1);
      const [endpoint] = await database.handle.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, created.endpoint.id));
      expect(endpoint!.disabledAt).not.toBeNull();
      expect((await deliveriesOf(created.endpoint.id)).map((row) => row.status)).toEqual([
        'failed',
        'failed',
      ]);
      const mails = await sentTo(user.email);
      expect(mails.filter((mail) => mail.subject.includes('webhook was disabled'))).toHaveLength(1);
      expect(mails.at(-1)!.text).toContain(hook.url);

      // A disabled endpoint gets nothing new, and shows as disabled.
      await confirmSecurityAlert(database.handle.db, await newAlert('dip'));
      expect(await deliveriesOf(created.endpoint.id)).toHaveLength(2);
      const listed = await callRoute(listRoute, '/api/user/webhooks', { cookie: user.cookie });
      const body = (await listed.json()) as { endpoints: { status: string; deliveries: unknown[] }[] };
      expect(body.endpoints).toMatchObject([{ status: 'disabled' }]);
      expect(body.endpoints[0]!.deliveries).toHaveLength(2);
    } finally {
      await hook.close();
    }
  });

  it('an address that turned private since the endpoint was added is refused at delivery, unsent', async () => {
    const user = await makeUser(database.handle.db);
    await makeWatchlist(database.handle.db, { userId: user.id, name: 'Mine', projects: ['quiet'] });
    const publicName = answering('93.184.216.34');
    const rebound = answering('10.0.0.7');
    const { endpoint } = await createWebhookEndpoint(database.handle.db, {
      userId: user.id,
      url: 'https://hooks.example.com/in',
      allowLoopback: false,
      resolver: publicName,
    });
    await confirmSecurityAlert(database.handle.db, await newAlert('quiet'));
    expect(
      await deliverDueWebhooks(database.handle.db, { allowLoopback: false, resolver: rebound }),
    ).toMatchObject({ retrying: 1 });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: 'pending',
      lastHttpStatus: null,
      lastError: 'refused: refused-address',
    });
  });

  it('a name that resolves to a private address is refused when added', async () => {
    const user = await makeUser(database.handle.db);
    for (const address of [
      '10.1.2.3',
      '192.168.0.1',
      '172.20.0.1',
      '169.254.169.254',
      'fd00::1',
      '127.0.0.1',
    ]) {
      await expect(
        createWebhookEndpoint(database.handle.db, {
          userId: user.id,
          url: 'https://hooks.example.com/in',
          allowLoopback: false,
          resolver: answering(address),
        }),
      ).rejects.toMatchObject({ code: 'WebhookUrlRefused' });
    }
  });

  it('two claimers never take the same delivery, and a lease that ran out is taken again', async () => {
    const user = await makeUser(database.handle.db);
    const [endpoint] = await database.handle.db
      .insert(webhookEndpoints)
      .values({ userId: user.id, url: 'https://hooks.example.com/in', secretSealed: 'x.y.z' })
      .returning();
    const now = new Date();
    await database.handle.db.insert(webhookDeliveries).values(
      Array.from({ length: 40 }, (_, index) => ({
        endpointId: endpoint!.id,
        eventKey: `alert:claim-${index}`,
        payload: '{}',
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    // On PostgreSQL a second handle is a second instance: its own pool, its own connections.
    const other = testDriver() === 'postgres' ? (await database.openAnother()).db : database.handle.db;
    const claimedBy = { a: [] as number[], b: [] as number[] };
    for (let round = 0; round < 8; round += 1) {
      const [a, b] = await Promise.all([
        claimDueDeliveries(database.handle.db, crypto.randomUUID(), now, 4),
        claimDueDeliveries(other, crypto.randomUUID(), now, 4),
      ]);
      // Only this test's rows count: the other tests may have left deliveries due by now.
      const ours = (rows: { id: number; endpointId: string }[]) =>
        rows.filter((row) => row.endpointId === endpoint!.id).map((row) => row.id);
      claimedBy.a.push(...ours(a));
      claimedBy.b.push(...ours(b));
    }
    const all = [...claimedBy.a, ...claimedBy.b];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(40);
    const again = await claimDueDeliveries(database.handle.db, crypto.randomUUID(), now, 100);
    expect(again.filter((row) => row.endpointId === endpoint!.id)).toEqual([]);
    const later = new Date(now.getTime() + WEBHOOK_LEASE_MS);
    const expired = await claimDueDeliveries(other, crypto.randomUUID(), later, 100);
    expect(expired.filter((row) => row.endpointId === endpoint!.id)).toHaveLength(40);
  });
});

describe(`/api/user/webhooks, on ${testDriver()}`, () => {
  const create = (cookie: string, body: unknown) =>
    callRoute(createRoute, '/api/user/webhooks/create', { cookie, body });

  it("adds up to 3 endpoints, shows the secret once, lists and deletes only the owner's", async () => {
    const owner = await makeUser(database.handle.db);
    const stranger = await makeUser(database.handle.db);
    const made: { id: string; secret: string }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await create(owner.cookie, { url: `http://127.0.0.1:${4000 + index}/hook` });
      expect(response.status).toBe(200);
      const body = (await response.json()) as CreatedWebhook;
      expect(body.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(body.endpoint).toMatchObject({ status: 'active', deliveries: [] });
      made.push({ id: body.endpoint.id, secret: body.secret });
    }
    const fourth = await create(owner.cookie, { url: 'http://127.0.0.1:4004/hook' });
    expect(fourth.status).toBe(400);
    expect(await fourth.json()).toEqual({ error: 'TooManyWebhooks' });

    const listed = await callRoute(listRoute, '/api/user/webhooks', { cookie: owner.cookie });
    const text = await listed.text();
    expect(JSON.parse(text).endpoints).toHaveLength(3);
    for (const { secret } of made) expect(text).not.toContain(secret.slice(6));
    const theirs = await callRoute(listRoute, '/api/user/webhooks', { cookie: stranger.cookie });
    expect(await theirs.json()).toEqual({ endpoints: [] });

    const refused = await callRoute(deleteRoute, '/api/user/webhooks/delete', {
      cookie: stranger.cookie,
      body: { id: made[0]!.id },
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'NotFound' });
    const removed = await callRoute(deleteRoute, '/api/user/webhooks/delete', {
      cookie: owner.cookie,
      body: { id: made[0]!.id },
    });
    expect(await removed.json()).toEqual({ ok: true });
    // Room again for one.
    expect((await create(owner.cookie, { url: 'http://127.0.0.1:4005/hook' })).status).toBe(200);
  });

  it.each([
    [{ url: 'https://10.0.0.1/hook' }, 400, 'WebhookUrlRefused'],
    [{ url: 'https://169.254.169.254/latest' }, 400, 'WebhookUrlRefused'],
    [{ url: 'https://[fd00::1]/hook' }, 400, 'WebhookUrlRefused'],
    [{ url: 'ftp://127.0.0.1/hook' }, 400, 'WebhookUrlRefused'],
    [{ url: 'not a url' }, 400, 'ValidationError'],
    [{ url: '' }, 400, 'ValidationError'],
    [{ url: 'http://127.0.0.1/', extra: 1 }, 400, 'ValidationError'],
    [{}, 400, 'ValidationError'],
  ])('POST /api/user/webhooks/create %j answers %i %s', async (body, status, error) => {
    const user = await makeUser(database.handle.db);
    const response = await create(user.cookie, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
  });

  it('answers 401 signed out and 403 to staff acting as the user', async () => {
    const signedOut = await callRoute(createRoute, '/api/user/webhooks/create', {
      body: { url: 'http://127.0.0.1:4000/hook' },
    });
    expect(signedOut.status).toBe(401);
    expect((await callRoute(listRoute, '/api/user/webhooks')).status).toBe(401);
    const user = await makeUser(database.handle.db);
    const staff = await makeUser(database.handle.db, { domain: STAFF_DOMAIN });
    const cookie = await impersonatedSessionCookieFor(database.handle.db, user, staff);
    const acting = await create(cookie, { url: 'http://127.0.0.1:4000/hook' });
    expect(acting.status).toBe(403);
  });
});
