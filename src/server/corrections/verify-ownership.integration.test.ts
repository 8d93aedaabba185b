import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '@/server/setup/prepare-database';
import { projectOwners } from '@/server/db/schema';
import { makeProject, makeUser, type TestUser } from '@/testing/factories';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { makeCertificate } from '@/testing/certificate';
import { useTestDbHandle } from '@/testing/use-test-db';
import { safeFetchText, type Resolver } from '../net/safe-fetch';
import { ownershipToken, verifyOwnership } from './verify-ownership';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
  // The test configuration: checks may reach the loopback fake below.
  process.env.OUTBOUND_ALLOW_LOOPBACK = 'on';
});

// A fake project website on loopback, with a certificate of its own name, and a resolver that knows the names.
const SITE = 'rampart-owner.test';
const PRIVATE_SITE = 'intranet.rampart-owner.test';
let database: TestDatabase;
let server: https.Server;
let port: number;
let cert: Buffer;
let fileBody = '';
let txtRecords: string[][] = [];
const resolver: Resolver = {
  lookup: async (host) => {
    if (host === SITE) return ['127.0.0.1'];
    if (host === PRIVATE_SITE) return ['10.0.0.7'];
    throw new Error('ENOTFOUND');
  },
  resolveTxt: async () => txtRecords,
};
let owner: TestUser;

beforeAll(async () => {
  const tls = makeCertificate(SITE, [`DNS:${SITE}`, `DNS:${PRIVATE_SITE}`]);
  cert = Buffer.from(tls.cert);
  server = https.createServer({ key: tls.key, cert }, (request, response) => {
    if (request.url === '/.well-known/rampart.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(fileBody);
    } else if (request.url === '/redirect/.well-known/rampart.txt') {
      response.writeHead(302, { location: '/.well-known/rampart.txt' }).end();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
  useTestDbHandle(database.handle);
  owner = await makeUser(database.handle.db);
  await makeProject(database.handle.db, { id: 'owned-project', website: `https://${SITE}:${port}` });
  await makeProject(database.handle.db, {
    id: 'private-project',
    website: `https://${PRIVATE_SITE}:${port}`,
  });
  await makeProject(database.handle.db, { id: 'loopback-literal', website: `https://127.0.0.1:${port}` });
});
afterAll(async () => {
  server.close();
  await database.dispose();
});

const check = (projectId: string, method: 'dns' | 'file', options = {}) =>
  verifyOwnership(database.handle.db, owner, { projectId, method }, { resolver, ca: cert, ...options });

describe(`project ownership proof on ${testDriver()}`, () => {
  it('is refused until the token is in /.well-known/rampart.txt of the website, then recorded', async () => {
    fileBody = 'rampart-verification=someone-else\n';
    await expect(check('owned-project', 'file')).rejects.toMatchObject({ code: 'OwnershipNotProven' });
    fileBody = `# Rampart\n${ownershipToken('owned-project', owner.id)}\n`;
    await expect(check('owned-project', 'file')).resolves.toMatchObject({ method: 'file' });
    const rows = await database.handle.db
      .select()
      .from(projectOwners)
      .where(eq(projectOwners.projectId, 'owned-project'));
    expect(rows.map((row) => row.userId)).toEqual([owner.id]);
  });

  it('is proven by a DNS TXT record of the website name holding the token', async () => {
    txtRecords = [['v=spf1 -all'], ['rampart-verification=wrong']];
    await expect(check('owned-project', 'dns')).rejects.toMatchObject({ code: 'OwnershipNotProven' });
    const token = ownershipToken('owned-project', owner.id);
    txtRecords = [[token.slice(0, 20), token.slice(20)]];
    await expect(check('owned-project', 'dns')).resolves.toMatchObject({ method: 'dns' });
  });

  it('refuses a website whose name resolves to a private address, by file and by DNS', async () => {
    fileBody = ownershipToken('private-project', owner.id);
    txtRecords = [[ownershipToken('private-project', owner.id)]];
    await expect(check('private-project', 'file')).rejects.toMatchObject({
      code: 'OwnershipNotProven',
      message: 'address',
    });
    await expect(check('private-project', 'dns')).rejects.toMatchObject({ code: 'OwnershipNotProven' });
  });

  it('refuses loopback outside the test configuration', async () => {
    fileBody = ownershipToken('owned-project', owner.id);
    await expect(check('owned-project', 'file', { allowLoopback: false })).rejects.toMatchObject({
      code: 'OwnershipNotProven',
    });
    await expect(check('loopback-literal', 'file', { allowLoopback: false })).rejects.toMatchObject({
      code: 'OwnershipNotProven',
    });
  });

  it('follows no redirect: the answer is the redirect itself', async () => {
    const answer = await safeFetchText(`https://${SITE}:${port}/redirect/.well-known/rampart.txt`, {
      allowLoopback: true,
      resolver,
      ca: cert,
    });
    expect(answer.status).toBe(302);
  });
});
