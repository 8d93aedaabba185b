import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainBySlug } from '@/config/chains';
import type { ContractReport, Controller, ReadContractReport } from '@/contracts/chain';
import { describeReport } from './describe-contract';
import { governanceOf } from './governance';
import { compiledContracts } from '@/testing/chain/compile-contracts';
import {
  deployFixtures,
  INITIAL_SUPPLY,
  SAFE_OWNER_COUNT,
  SAFE_THRESHOLD,
  TIMELOCK_DELAY_SECONDS,
  type ChainFixtures,
} from '@/testing/chain/deploy-fixtures';
import { startTestChain, type TestChain } from '@/testing/chain/test-chain';
import { readContract } from './read-contract';

const ethereum = chainBySlug('ethereum')!;
let chain: TestChain;
let fixtures: ChainFixtures;

beforeAll(async () => {
  chain = await startTestChain({ chainId: ethereum.chainId });
  fixtures = await deployFixtures(chain);
});
afterAll(() => chain?.close());

const read = (address: string) =>
  readContract({ chain: ethereum, rpcUrl: chain.url }, address, {
    allowLoopback: true,
    callTimeoutMs: 5_000,
  });

function facts(report: ContractReport): ReadContractReport['facts'] {
  if (report.state !== 'read') throw new Error(`not read: ${report.state}`);
  return report.facts;
}

function value<T>(fact: { state: 'read'; value: T } | { state: 'unreadable'; reason: string }): T {
  if (fact.state !== 'read') throw new Error(`unreadable: ${fact.reason}`);
  return fact.value;
}

const keyOf = (address: string): Controller => expect.objectContaining({ address, kind: 'key' }) as never;

describe('readContract on a real chain', () => {
  it('reads an Ownable mintable ERC-20: a 1-of-1 key owns it, it can mint, its supply', async () => {
    const report = await read(fixtures.mintable);
    const read_ = facts(report);
    expect(report.state === 'read' && report.block.number).toBeGreaterThan(0);
    expect(value(read_.proxy).kind).toBe('none');
    expect(value(read_.upgrader)).toBeNull();
    expect(value(read_.owner)).toEqual(keyOf(fixtures.deployer));
    expect(value(read_.admins)).toBeNull();
    expect(value(read_.privileged).functions.map((fn) => fn.signature)).toEqual(['mint(address,uint256)']);
    expect(value(read_.paused)).toBeNull();
    expect(value(read_.token)).toEqual({
      totalSupply: INITIAL_SUPPLY.toString(),
      decimals: 18,
      symbol: 'SYNMINT',
    });
    // Every fact names the block and the reads it rests on, with the explorer's pages.
    const ownerFact = read_.owner;
    expect(ownerFact.state === 'read' && ownerFact.evidence[0]).toMatchObject({
      read: 'owner()',
      address: fixtures.mintable,
      block: report.state === 'read' ? report.block.number : -1,
      url: `https://etherscan.io/address/${fixtures.mintable}`,
      blockUrl: `https://etherscan.io/block/${report.state === 'read' ? report.block.number : -1}`,
    });
    expect(describeReport(report)).toEqual([
      'Not a proxy: its code cannot be replaced.',
      `Owned by a 1-of-1 key (${fixtures.deployer.slice(0, 6)}…${fixtures.deployer.slice(-4)}).`,
      'Privileged functions in its bytecode: mint(address,uint256).',
      'Total supply: 1,000,000 SYNMINT.',
    ]);
  });

  it('reads whether a pausable ERC-20 is paused now, before and after its owner pauses it', async () => {
    expect(value(facts(await read(fixtures.pausable)).paused)).toBe(false);
    await chain.send(fixtures.pausable, compiledContracts().SyntheticPausableToken.abi, 'pause');
    const after = facts(await read(fixtures.pausable));
    expect(value(after.paused)).toBe(true);
    expect(value(after.privileged).functions.map((fn) => fn.category)).toEqual(['pause', 'pause']);
    await chain.send(fixtures.pausable, compiledContracts().SyntheticPausableToken.abi, 'unpause');
  });

  it('lists the holders of an enumerable admin role', async () => {
    const read_ = facts(await read(fixtures.roleToken));
    expect(value(read_.owner)).toBeNull();
    expect(value(read_.admins)).toEqual({ holders: [keyOf(fixtures.deployer)], listedFrom: 'enumeration' });
  });

  it('reads a UUPS proxy: its implementation, and that its owner key can upgrade it', async () => {
    const report = await read(fixtures.uupsProxy);
    const read_ = facts(report);
    expect(value(read_.proxy)).toEqual({
      kind: 'uups',
      implementation: fixtures.uupsV1,
      admin: null,
      beacon: null,
    });
    expect(value(read_.upgrader)).toEqual(keyOf(fixtures.deployer));
    expect(value(read_.privileged).functions.map((fn) => fn.signature)).toEqual([
      'upgradeToAndCall(address,bytes)',
    ]);
    expect(describeReport(report)).toContain(
      `Upgradeable by a 1-of-1 key (${fixtures.deployer.slice(0, 6)}…${fixtures.deployer.slice(-4)}).`,
    );
    expect(governanceOf([report])).toMatchObject({ signers: 1, timelockHours: 0, privilegedFunctions: 1 });
  });

  it('reads a transparent proxy: its ProxyAdmin, owned by a timelock whose proposer is a Safe', async () => {
    const report = await read(fixtures.transparentProxy);
    const read_ = facts(report);
    expect(value(read_.proxy)).toEqual({
      kind: 'transparent',
      implementation: fixtures.transparentImplementation,
      admin: fixtures.proxyAdmin,
      beacon: null,
    });
    const upgrader = value(read_.upgrader)!;
    expect(upgrader).toMatchObject({ address: fixtures.proxyAdmin, kind: 'contract' });
    expect(upgrader.owner).toMatchObject({
      address: fixtures.timelock,
      kind: 'timelock',
      minDelaySeconds: TIMELOCK_DELAY_SECONDS,
    });
    expect(upgrader.owner!.proposers).toEqual([
      expect.objectContaining({
        address: fixtures.safe,
        kind: 'safe',
        threshold: SAFE_THRESHOLD,
        owners: fixtures.safeOwners,
      }),
    ]);
    expect(value(read_.owner)).toMatchObject({ address: fixtures.safe, kind: 'safe', threshold: 3 });
    expect(
      value(read_.privileged)
        .functions.map((fn) => fn.category)
        .sort(),
    ).toEqual(['pause', 'pause', 'upgrade']);
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
    expect(describeReport(report)).toContain(
      `Upgradeable by a ${SAFE_THRESHOLD}-of-${SAFE_OWNER_COUNT} Safe (${short(fixtures.safe)}) behind a 48-hour timelock (${short(fixtures.timelock)}), through the contract ${short(fixtures.proxyAdmin)}.`,
    );
    // The Safe also pauses the token itself, without delay: that is the fastest admin action.
    expect(governanceOf([report])).toMatchObject({ signers: 3, timelockHours: 0 });
  });

  it('reads the timelock itself and a contract that no one administers', async () => {
    const timelock = facts(await read(fixtures.timelock));
    expect(value(timelock.owner)).toBeNull();
    const counter = await read(fixtures.counter);
    const read_ = facts(counter);
    expect(value(read_.proxy).kind).toBe('none');
    expect(value(read_.owner)).toBeNull();
    expect(value(read_.admins)).toBeNull();
    expect(value(read_.privileged).functions).toEqual([]);
    expect(value(read_.token)).toBeNull();
    expect(governanceOf([counter])).toMatchObject({ signers: null, timelockHours: null, hasNoAdmin: true });
  });

  it('says an address without code is no contract', async () => {
    const report = await read(fixtures.deployer);
    expect(facts(report).hasCode).toBe(false);
    expect(describeReport(report)).toEqual([
      'No contract at this address: it is an externally owned key, or nothing yet.',
    ]);
  });

  it('sees an ownership transfer and an upgrade at the next read', async () => {
    const [, , , , , , stranger] = chain.accounts;
    const artefacts = compiledContracts();
    await chain.send(fixtures.mintable, artefacts.SyntheticMintableToken.abi, 'transferOwnership', [
      stranger!.address,
    ]);
    expect(value(facts(await read(fixtures.mintable)).owner)).toEqual(keyOf(stranger!.address));
    await chain.send(fixtures.uupsProxy, artefacts.SyntheticUupsTokenV1.abi, 'upgradeToAndCall', [
      fixtures.uupsV2,
      '0x',
    ]);
    const upgraded = facts(await read(fixtures.uupsProxy));
    expect(value(upgraded.proxy).implementation).toBe(fixtures.uupsV2);
    expect(value(upgraded.privileged).functions.map((fn) => fn.signature)).toEqual([
      'mint(address,uint256)',
      'upgradeToAndCall(address,bytes)',
    ]);
  });
});
