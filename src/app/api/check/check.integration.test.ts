import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGE, CHAIN_MESSAGE } from '@/contracts/chain';
import { projectTokens } from '@/server/db/schema';
import { callRoute } from '@/testing/call-route';
import { deployFixtures, type ChainFixtures } from '@/testing/chain/deploy-fixtures';
import { startTestChain, type TestChain } from '@/testing/chain/test-chain';
import { makeProject } from '@/testing/factories';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { GET } from './route';

// The server reads Ethereum from a node on loopback, on a port chosen before the configuration is first read.
const port = await vi.hoisted(async () => {
  const { reservePort } = await import('@/testing/test-ports');
  const free = await reservePort('integration');
  process.env.RPC_URL_ETHEREUM = `http://127.0.0.1:${free}`;
  process.env.OUTBOUND_ALLOW_LOOPBACK = 'on';
  return free;
});

const database = preparedTestDatabase();
let chain: TestChain;
let fixtures: ChainFixtures;

beforeAll(async () => {
  chain = await startTestChain({ chainId: 1, port });
  fixtures = await deployFixtures(chain);
  await makeProject(database.handle.db, { id: 'synthetic-checked-coin', name: 'Synthetic Checked Coin' });
  await database.handle.db.insert(projectTokens).values({
    projectId: 'synthetic-checked-coin',
    ticker: 'SYNC',
    chain: 'Ethereum',
    address: fixtures.mintable,
  });
});
afterAll(() => chain?.close());

const check = (query: string, address?: string) => callRoute(GET, `/api/check${query}`, { address });

describe('GET /api/check', () => {
  it.each([
    ['?address=0x123&chain=ethereum', `address: ${ADDRESS_MESSAGE}`],
    [`?address=${'0x'.padEnd(42, 'g')}&chain=ethereum`, `address: ${ADDRESS_MESSAGE}`],
    ['?chain=ethereum', `address: ${ADDRESS_MESSAGE}`],
    [`?address=0x${'1'.repeat(40)}&chain=solana`, `chain: ${CHAIN_MESSAGE}`],
    [`?address=0x${'1'.repeat(40)}`, `chain: ${CHAIN_MESSAGE}`],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const response = await check(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'ValidationError', message });
  });

  it('answers the facts in words with the project the contract belongs to', async () => {
    const response = await check(`?address=${fixtures.mintable.toLowerCase()}&chain=ethereum`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.project).toEqual({ id: 'synthetic-checked-coin', name: 'Synthetic Checked Coin' });
    expect(body.report).toMatchObject({ state: 'read', chain: 'ethereum', address: fixtures.mintable });
    expect(body.summary).toContain(
      `Owned by a 1-of-1 key (${fixtures.deployer.slice(0, 6)}…${fixtures.deployer.slice(-4)}).`,
    );
    expect(response.headers.get('ratelimit-limit')).toBe('10');
  });

  it('keeps a reading per contract and block: a second check at the same block is the same reading', async () => {
    const first = await (await check(`?address=${fixtures.transparentProxy}&chain=ethereum`)).json();
    const second = await (await check(`?address=${fixtures.transparentProxy}&chain=ethereum`)).json();
    expect(second.report.readAt).toBe(first.report.readAt);
    await chain.publicClient.request({ method: 'evm_mine' as never, params: [] as never });
    // The block cache lasts a few seconds; a reading at a new block is made anew.
    await new Promise((resolve) => setTimeout(resolve, 4_100));
    const third = await (await check(`?address=${fixtures.transparentProxy}&chain=ethereum`)).json();
    expect(third.report.block.number).toBeGreaterThan(first.report.block.number);
    expect(third.report.readAt).not.toBe(first.report.readAt);
  });

  it('says a chain without an RPC endpoint is not read', async () => {
    const body = await (await check(`?address=${fixtures.mintable}&chain=base`)).json();
    expect(body.report).toMatchObject({
      state: 'not_read',
      reason: 'this server has no RPC endpoint for Base (RPC_URL_BASE is not set)',
    });
    expect(body.summary).toEqual([
      'Not read: this server has no RPC endpoint for Base (RPC_URL_BASE is not set).',
    ]);
  });

  it('limits each client address to 10 checks a minute', async () => {
    const address = '203.0.113.77';
    for (let index = 0; index < 10; index += 1) {
      expect((await check(`?address=${fixtures.counter}&chain=base`, address)).status).toBe(200);
    }
    const refused = await check(`?address=${fixtures.counter}&chain=base`, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'TooManyRequests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
