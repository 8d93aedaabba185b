import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { SALES_EMAIL } from '@/config/site';
import { mailsTo } from '@/testing/outbox';
import { runQueuedJobs } from '@/testing/jobs';
import { testDriver } from '@/testing/test-database';
import { callRoute } from '@/testing/call-route';
import { uniqueClientAddress } from '@/testing/client-address';
import { makeUser } from '@/testing/factories';
import { quoteRequests } from '@/server/db/schema';
import { POST } from './route';

// Mails go to DATA_DIR/outbox, read back with mailsTo.
const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();

let counter = 0;
/** A valid request with a company name of its own, to find its mail among the others. */
function validRequest() {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `Requester${counter}-${Date.now()}@Example.com`,
    company: `Acme Protocol ${counter}-${Date.now()}`,
    website: 'https://acme.example',
    services: ['security-audit', 'pentest'],
    budget: '10k-50k',
    message: 'We launch a lending protocol in March: <script>alert(1)</script> & friends.',
  };
}

const post = (body: unknown, options: { ip?: string; origin?: string; cookie?: string; raw?: string } = {}) =>
  callRoute(POST, '/api/quote-requests', {
    method: 'POST',
    body: options.raw ?? body,
    cookie: options.cookie,
    address: options.ip,
    origin: options.origin,
  });

const countRows = async () => (await database.handle.db.select().from(quoteRequests)).length;
/** The mails to an address once the queued mail jobs have run, as a runner runs them after the answer. */
const sentTo = async (email: string) => {
  await runQueuedJobs(database.handle);
  return mailsTo(dataDir, email);
};
const salesMailsAbout = async (company: string) =>
  (await sentTo(SALES_EMAIL)).filter((mail) => mail.subject.includes(company));

describe(`POST /api/quote-requests on ${testDriver()}`, () => {
  it('stores a request, mails it to sales and acknowledges it to the requester', async () => {
    const request = validRequest();
    const response = await post(request);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; ok: true };
    expect(body).toEqual({ id: expect.any(Number) as number, ok: true });

    const [row] = await database.handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: request.email.toLowerCase(),
      company: request.company,
      website: 'https://acme.example',
      services: ['security-audit', 'pentest'],
      budget: '10k-50k',
      message: request.message,
      userId: null,
    });

    const [sales, ...more] = await salesMailsAbout(request.company);
    expect(more).toEqual([]);
    expect(sales!.subject).toContain(`#${body.id}`);
    expect(sales).toMatchObject({ replyTo: request.email.toLowerCase() });
    expect(sales!.text).toContain(request.message);
    expect(sales!.text).toContain('Security Audit, Pentest');
    expect(sales!.text).toContain('$10,000 to $50,000');
    // What the visitor typed is escaped in the HTML part.
    expect(sales!.html).not.toContain('<script>');
    expect(sales!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends.');

    const [acknowledgement, ...others] = await sentTo(request.email);
    expect(others).toEqual([]);
    expect(acknowledgement!.text).toContain('Security Audit, Pentest');
    expect(acknowledgement!.text).toContain('within one business day');
    // The acknowledgement repeats nothing typed: the form cannot mail someone else's words to anyone.
    expect(acknowledgement!.text).not.toContain(request.company);
    expect(acknowledgement!.text).not.toContain('lending protocol');
  });

  it('accepts a request without a website', async () => {
    const { website: _website, ...request } = validRequest();
    const response = await post(request);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row?.website).toBeNull();
    expect((await salesMailsAbout(request.company))[0]?.text).toContain('Project website: (none given)');
  });

  it('keeps the signed-in user who asked', async () => {
    const user = await makeUser(database.handle.db);
    const response = await post(validRequest(), { cookie: user.cookie });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row?.userId).toBe(user.id);
  });

  const valid = validRequest();
  const { name: _name, ...withoutName } = valid;
  const { services: _services, ...withoutServices } = valid;
  it.each([
    ['no name', withoutName],
    ['no services', withoutServices],
    ['an empty body', {}],
    ['an unknown service', { ...valid, services: ['security-audit', 'bug-bounty'] }],
    ['empty services', { ...valid, services: [] }],
    ['a service twice', { ...valid, services: ['skynet', 'skynet'] }],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }],
    ['an unknown budget', { ...valid, budget: 'a-million' }],
    ['a javascript: website', { ...valid, website: 'javascript:alert(1)' }],
    ['a short message', { ...valid, message: 'hi' }],
    ['an unknown field', { ...valid, userId: '00000000-0000-0000-0000-000000000000' }],
  ])('refuses %s with 400 ValidationError, storing and mailing nothing', async (_label, body) => {
    const before = await countRows();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'ValidationError' });
    expect(await countRows()).toBe(before);
    expect(await salesMailsAbout(valid.company)).toEqual([]);
  });

  it('refuses a body that is not JSON with 400 InvalidJson', async () => {
    const before = await countRows();
    const response = await post(undefined, { raw: '{"name": "Ada",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'InvalidJson' });
    expect(await countRows()).toBe(before);
  });

  it('refuses a cross-site request with 403, storing and mailing nothing', async () => {
    const before = await countRows();
    const request = validRequest();
    const response = await post(request, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
    expect(await countRows()).toBe(before);
    expect(await salesMailsAbout(request.company)).toEqual([]);
  });

  it('accepts 5 requests an hour per address, then answers 429', async () => {
    const address = uniqueClientAddress();
    for (let n = 0; n < 5; n += 1) expect((await post(validRequest(), { ip: address })).status).toBe(200);
    const before = await countRows();
    const limited = await post(validRequest(), { ip: address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: 'TooManyRequests' });
    expect(await countRows()).toBe(before);
  });

  it('keeps the request and answers at once while the mail server fails; the mails go out once it is back', async () => {
    // A file where the outbox folder should be makes every mail fail.
    const outbox = path.join(dataDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    fs.renameSync(outbox, `${outbox}.kept`);
    fs.writeFileSync(outbox, '');
    const request = validRequest();
    try {
      const before = await countRows();
      const response = await post(request);
      expect(response.status).toBe(200);
      expect(await countRows()).toBe(before + 1);
      const [row] = await database.handle.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.company, request.company));
      expect(row?.email).toBe(request.email.toLowerCase());
      await runQueuedJobs(database.handle);
    } finally {
      fs.rmSync(outbox);
      fs.renameSync(`${outbox}.kept`, outbox);
    }
    // The failed attempts wait for their retry, which would send them: they are kept, not lost.
    const waiting = await database.handle.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'mail.send' and data::text like ${`%${request.company}%`}`,
    );
    expect(waiting.rows.map((job) => job.state)).toEqual(['retry']);
    expect(await salesMailsAbout(request.company)).toEqual([]);
  });
});
