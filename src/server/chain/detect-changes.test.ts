import { describe, expect, it } from 'vitest';
import type { Controller, ReadContractReport } from '@/contracts/chain';
import { detectChanges } from './detect-changes';
import { governanceOf } from './governance';

// Synthetic readings: addresses of repeated digits, never of anything deployed.
const TOKEN = '0x1111111111111111111111111111111111111111';
const SAFE = '0x2222222222222222222222222222222222222222';
const TIMELOCK = '0x3333333333333333333333333333333333333333';
const KEY = '0x4444444444444444444444444444444444444444';
const IMPLEMENTATION = '0x5555555555555555555555555555555555555555';

const read = <T>(value: T) => ({ state: 'read' as const, value, evidence: [] });
const safe = (threshold: number): Controller => ({
  address: SAFE,
  kind: 'safe',
  threshold,
  owners: [KEY, KEY, KEY, KEY, KEY].map((key, index) => `${key.slice(0, -1)}${index}`),
  evidence: [],
});
const timelock = (hours: number, proposer: Controller): Controller => ({
  address: TIMELOCK,
  kind: 'timelock',
  minDelaySeconds: hours * 3600,
  proposers: [proposer],
  evidence: [],
});

function reading(block: number, facts: Partial<ReadContractReport['facts']> = {}): ReadContractReport {
  return {
    chain: 'ethereum',
    chainName: 'Ethereum',
    chainId: 1,
    address: TOKEN,
    state: 'read',
    block: { number: block, timestamp: '2026-11-01T00:00:00.000Z', url: null },
    readAt: '2026-11-01T00:00:00.000Z',
    facts: {
      hasCode: true,
      proxy: read({ kind: 'uups', implementation: IMPLEMENTATION, admin: null, beacon: null }),
      upgrader: read(timelock(48, safe(3))),
      owner: read(timelock(48, safe(3))),
      admins: read(null),
      privileged: read({ source: 'bytecode', functions: [] }),
      paused: read(false),
      token: read({ totalSupply: '1000000', decimals: 0, symbol: 'SYN' }),
      ...facts,
    },
  };
}

describe('detectChanges', () => {
  it('sees nothing between two equal readings', () => {
    expect(detectChanges(reading(10), reading(11))).toEqual([]);
  });

  it.each<[string, Partial<ReadContractReport['facts']>, string]>([
    ['a lowered Safe threshold', { owner: read(timelock(48, safe(1))) }, 'Multisig threshold lowered'],
    ['a shortened timelock', { upgrader: read(timelock(1, safe(3))) }, 'Timelock shortened'],
    ['a pause', { paused: read(true) }, 'Contract paused'],
    [
      'a supply that grew by half',
      { token: read({ totalSupply: '1500000', decimals: 0, symbol: 'SYN' }) },
      'Unusual supply change',
    ],
    [
      'a new implementation',
      { proxy: read({ kind: 'uups', implementation: KEY, admin: null, beacon: null }) },
      'Contract upgraded',
    ],
    [
      'a key in place of the timelock',
      { owner: read({ address: KEY, kind: 'key', evidence: [] }) },
      'Ownership transferred',
    ],
    [
      'a new admin',
      { admins: read({ holders: [{ address: KEY, kind: 'key', evidence: [] }], listedFrom: 'logs' }) },
      'Admin role changed',
    ],
  ])('raises %s', (_, facts, title) => {
    expect(detectChanges(reading(10), reading(11, facts)).map((change) => change.title)).toEqual([title]);
  });

  it('lets a supply move by a tenth or less, and compares nothing that was not read', () => {
    expect(
      detectChanges(
        reading(10),
        reading(11, { token: read({ totalSupply: '1100000', decimals: 0, symbol: 'SYN' }) }),
      ),
    ).toEqual([]);
    expect(
      detectChanges(
        reading(10),
        reading(11, { owner: { state: 'unreadable', reason: 'the RPC endpoint did not answer in time' } }),
      ),
    ).toEqual([]);
  });
});

describe('governanceOf', () => {
  it('takes the weakest way: the fewest signatures and the shortest wait of any', () => {
    expect(governanceOf([reading(10)])).toMatchObject({ signers: 3, timelockHours: 48 });
    expect(governanceOf([reading(10, { owner: read(safe(2)) })])).toMatchObject({
      signers: 2,
      timelockHours: 0,
    });
  });

  it('gives no value that an unknown way could undercut', () => {
    const unknown = reading(10, {
      owner: { state: 'unreadable', reason: 'the RPC endpoint did not answer in time' },
    });
    expect(governanceOf([unknown])).toMatchObject({ signers: null, timelockHours: null });
    const keyHeld = reading(10, {
      upgrader: read({ address: KEY, kind: 'key', evidence: [] }),
      owner: unknown.facts.owner,
    });
    // One key is the fewest signatures there can be: an unknown way cannot need fewer.
    expect(governanceOf([keyHeld])).toMatchObject({ signers: 1, timelockHours: 0 });
  });
});
