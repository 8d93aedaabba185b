import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { uniqueClientAddress } from '@/testing/client-address';
import { callRoute } from '@/testing/call-route';
import { makeProject, makeUser } from '@/testing/factories';
import { securityAlerts } from '@/server/db/schema';
import { listSecurityAlerts } from '@/server/security/list-security-alerts';
import { POST } from './route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();
beforeAll(async () => {
  await makeProject(database.handle.db, { id: 'acme-swap', name: 'Acme Swap' });
});

const valid = {
  project: 'acme swap',
  type: 'Rug Pull',
  description: 'Liquidity was pulled from the main pool an hour after launch.',
  evidenceUrl: 'https://explorer.example/tx/0xabc',
  email: 'Reporter@Example.com',
};
const post = (body: unknown, ip: string, cookie?: string) =>
  callRoute(POST, '/api/security-alerts/report', { body, address: ip, cookie });
const ip = uniqueClientAddress;

describe(`POST /api/security-alerts/report on ${testDriver()}`, () => {
  it('stores a reported incident linked to the project, kept out of the public list', async () => {
    const response = await post(valid, ip());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; state: string };
    expect(body.state).toBe('reported');
    const [row] = await database.handle.db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.id, body.id));
    expect(row).toMatchObject({
      projectId: 'acme-swap',
      projectName: 'Acme Swap',
      type: 'Rug Pull',
      state: 'reported',
      reporterEmail: 'reporter@example.com',
      sourceUrl: valid.evidenceUrl,
    });
    expect(await listSecurityAlerts(database.handle.db, { limit: 10 })).toEqual([]);
  });

  it('keeps an unknown project under the name given', async () => {
    const response = await post({ ...valid, project: 'Some Unlisted Dex' }, ip());
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.handle.db.select().from(securityAlerts).where(eq(securityAlerts.id, id));
    expect(row).toMatchObject({ projectId: null, projectName: 'Some Unlisted Dex' });
  });

  it("takes a signed-in reporter's e-mail from the account, without asking for one", async () => {
    const user = await makeUser(database.handle.db, { email: `Member-${Date.now()}@Example.com` });
    const response = await post({ ...valid, email: undefined }, ip(), user.cookie);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.handle.db.select().from(securityAlerts).where(eq(securityAlerts.id, id));
    expect(row?.reporterEmail).toBe(user.email.toLowerCase());
  });

  it.each([
    ['no e-mail', { ...valid, email: undefined }],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }],
    ['an unknown type', { ...valid, type: 'Hack' }],
    ['a short description', { ...valid, description: 'bad' }],
    ['a javascript: link', { ...valid, evidenceUrl: 'javascript:alert(1)' }],
    ['an unknown field', { ...valid, state: 'confirmed' }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = (await database.handle.db.select().from(securityAlerts)).length;
    const response = await post(body, ip());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'ValidationError' });
    expect(await database.handle.db.select().from(securityAlerts)).toHaveLength(before);
  });

  it('accepts 5 reports an hour per address, then answers 429', async () => {
    const address = ip();
    for (let n = 0; n < 5; n += 1) expect((await post(valid, address)).status).toBe(200);
    const limited = await post(valid, address);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'TooManyRequests' });
  });
});
