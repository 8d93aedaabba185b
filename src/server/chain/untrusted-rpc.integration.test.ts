import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toFunctionSelector } from 'viem';
import { chainBySlug } from '@/config/chains';
import type { ContractReport } from '@/contracts/chain';
import { deployFixtures, type ChainFixtures } from '@/testing/chain/deploy-fixtures';
import { startLyingRpc, type LyingRpc, type RpcRequest, type Tamper } from '@/testing/chain/lying-rpc';
import { startTestChain, type TestChain } from '@/testing/chain/test-chain';
import { readContract } from './read-contract';

// A slow or lying endpoint gives "could not read", never a wrong fact.

const ethereum = chainBySlug('ethereum')!;
let chain: TestChain;
let fixtures: ChainFixtures;
let liar: LyingRpc | undefined;

beforeAll(async () => {
  chain = await startTestChain({ chainId: ethereum.chainId });
  fixtures = await deployFixtures(chain);
});
afterEach(async () => {
  await liar?.close();
  liar = undefined;
});
afterAll(() => chain?.close());

const forward: Tamper = { forward: true };
const callTo = (request: RpcRequest, signature: string) =>
  request.method === 'eth_call' &&
  (request.params[0] as { data: string }).data.startsWith(toFunctionSelector(`function ${signature}`));

async function readThrough(tamper: (request: RpcRequest) => Tamper, address: string, callTimeoutMs = 3_000) {
  liar = await startLyingRpc(chain.url, tamper);
  return readContract({ chain: ethereum, rpcUrl: liar.url }, address, { allowLoopback: true, callTimeoutMs });
}

function factsOf(report: ContractReport) {
  if (report.state !== 'read') throw new Error(`not read: ${report.state}`);
  return report.facts;
}

describe('readContract against an endpoint that cannot be trusted', () => {
  it('refuses an endpoint that serves another chain than the one configured', async () => {
    const report = await readThrough(
      (request) => (request.method === 'eth_chainId' ? { result: '0x2' } : forward),
      fixtures.mintable,
    );
    expect(report).toMatchObject({
      state: 'unreadable',
      reason: 'the RPC endpoint serves chain 2, not Ethereum (1)',
    });
    expect(liar!.seen).toEqual(['eth_chainId']);
  });

  it('says the proxy facts could not be read when the storage answers come too late', async () => {
    const report = await readThrough(
      (request) => (request.method === 'eth_getStorageAt' ? { delayMs: 1_500 } : forward),
      fixtures.uupsProxy,
      300,
    );
    const facts = factsOf(report);
    expect(facts.proxy).toEqual({ state: 'unreadable', reason: 'the RPC endpoint did not answer in time' });
    expect(facts.upgrader.state).toBe('unreadable');
    // Facts that need no storage are still read.
    expect(facts.owner).toMatchObject({ state: 'read', value: { address: fixtures.deployer, kind: 'key' } });
  });

  it('reports the whole reading unreadable when nothing answers in time', async () => {
    const report = await readThrough(() => ({ delayMs: 1_500 }), fixtures.mintable, 300);
    expect(report).toMatchObject({ state: 'unreadable', reason: 'the RPC endpoint did not answer in time' });
  });

  it.each<[string, (request: RpcRequest) => Tamper, 'owner' | 'proxy' | 'token']>([
    [
      'an owner word with bytes above the address',
      (request) =>
        callTo(request, 'owner()')
          ? { result: `0x${'ff'.repeat(12)}${fixtures.deployer.slice(2).toLowerCase()}` }
          : forward,
      'owner',
    ],
    [
      'an owner answer that is no hex at all',
      (request) => (callTo(request, 'owner()') ? { result: 'owner!' } : forward),
      'owner',
    ],
    [
      'a revert of owner(), which the bytecode has',
      (request) =>
        callTo(request, 'owner()') ? { error: { code: 3, message: 'execution reverted' } } : forward,
      'owner',
    ],
    [
      'a storage slot that is no word',
      (request) => (request.method === 'eth_getStorageAt' ? { result: '0xzz' } : forward),
      'proxy',
    ],
    [
      'a supply as a number',
      (request) => (callTo(request, 'totalSupply()') ? { result: 12345 } : forward),
      'token',
    ],
  ])('says %s could not be read, and never reads it as a value', async (_, tamper, fact) => {
    const facts = factsOf(await readThrough(tamper, fixtures.mintable));
    expect(facts[fact].state).toBe('unreadable');
    expect(facts[fact]).not.toHaveProperty('value');
  });

  it.each<[string, (request: RpcRequest) => Tamper]>([
    ['an HTML error page', () => ({ raw: '<html>Bad gateway</html>', status: 502 })],
    ['a body that is not JSON', () => ({ raw: '{"jsonrpc":"2.0","id":1,"result":' })],
    [
      'a block other than the one asked for',
      (request) =>
        request.method === 'eth_getBlockByNumber'
          ? { result: { number: '0x1', timestamp: '0x1', hash: `0x${'ab'.repeat(32)}` } }
          : forward,
    ],
  ])('reports the reading unreadable for %s', async (_, tamper) => {
    const report = await readThrough(tamper, fixtures.mintable);
    expect(report.state).toBe('unreadable');
    expect(report).not.toHaveProperty('facts');
  });

  it('keeps the outbound policy: a loopback endpoint is refused unless the test configuration allows it', async () => {
    liar = await startLyingRpc(chain.url, () => forward);
    const report = await readContract({ chain: ethereum, rpcUrl: liar.url }, fixtures.mintable, {
      allowLoopback: false,
      callTimeoutMs: 3_000,
    });
    expect(report).toMatchObject({
      state: 'unreadable',
      reason: 'the RPC endpoint is not allowed by the outbound policy',
    });
    expect(liar.seen).toEqual([]);
  });
});
