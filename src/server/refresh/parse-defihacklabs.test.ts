import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { incidentRecord } from '@/contracts/imports';
import {
  attackCategoryOf,
  isWriteUp,
  lossUsdOf,
  parseDefiHackLabsReadme,
  pocFactsOf,
} from './parse-defihacklabs';
import { UpstreamFormatError } from './upstream-error';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('the DeFiHackLabs README adapter', () => {
  it('reads every incident of "List of DeFi Hacks & POCs" as the shipped incidents.json words it', () => {
    const records = parseDefiHackLabsReadme(fixture('defihacklabs.md'));
    expect(records.map((record) => incidentRecord.parse(record).id)).toEqual([
      '20261124-synthetic-protocol-0042',
      '20260820-flashstakev2',
      '20260819-allbridgecctp',
      '20260530-aros',
    ]);
    expect(records[0]).toEqual({
      id: '20261124-synthetic-protocol-0042',
      date: '2026-11-24',
      project: 'Synthetic Protocol 0042',
      projectSlug: 'synthetic-protocol-0042',
      type: 'Reentrancy in withdraw (synthetic test incident)',
      attackCategory: 'Reentrancy',
      lossUsd: 42_000,
      lossText: '~$42K USDT',
      chain: null,
      referenceUrl: 'https://example.com/synthetic-protocol-0042-exploit',
      references: ['https://example.com/synthetic-protocol-0042-exploit'],
      attackTxs: [],
      poc: 'src/test/2026-11/SyntheticProtocol0042_exp.sol',
      source: 'SunWeb3Sec/DeFiHackLabs',
    });
    // The chain comes from the explorer of the attack transaction; the analysis is the reference.
    expect(records[3]).toMatchObject({
      chain: 'BSC',
      referenceUrl: 'https://x.com/TenArmorAlert/status/2061289921990570349',
      attackTxs: [
        'https://bscscan.com/tx/0xe89fe640ec5241edfca7d8dcae77a0a4270dee15e4bbd043fc60e393aabf41e1',
      ],
    });
    // Without any link, the proof of concept on GitHub is the reference; a loss only in tokens stays unknown.
    expect(records[1]).toMatchObject({
      lossUsd: null,
      referenceUrl:
        'https://github.com/SunWeb3Sec/DeFiHackLabs/blob/main/src/test/2026-08/FlashstakeV2_exp.sol',
      type: 'Mispriced reward pool, instant upfront reward extraction',
    });
  });

  it('numbers a second incident of one name on one day as the data set does', () => {
    const block = (cause: string) => `### 20260526 SKP Token - ${cause}\n### Lost: 1K USD\n`;
    const records = parseDefiHackLabsReadme(
      `### List of DeFi Hacks & POCs\n${block('First cause')}${block('Second cause')}`,
    );
    expect(records.map((record) => record.id)).toEqual(['20260526-skp-token', '20260526-skp-token-2']);
  });

  it('refuses an answer that is not that README', () => {
    expect(() => parseDefiHackLabsReadme('<html><body>Rate limited</body></html>')).toThrow(
      UpstreamFormatError,
    );
    expect(() => parseDefiHackLabsReadme('### List of DeFi Hacks & POCs\n\nNothing yet.')).toThrow(
      UpstreamFormatError,
    );
  });

  it.each([
    ['~$1.5M', 1_500_000],
    ['37K USD', 37_000],
    ['50K $BUSD', 50_000],
    ['12 ETH (~$41K)', 41_000],
    ['~112,976.12 USDC (~$118.7K reported)', 112_976],
    ['170k', 170_000],
    ['32.8 ETH', null],
    ['2.60 ETH, 4,477.72 USDC, 3,609.95 USDT', null],
    ['~0.5453 WETH drained (28.25% of reward pool reserve)', null],
    ['N/A (disclosure only)', null],
    [null, null],
  ])('reads the loss of "%s" as %s USD', (text, loss) => {
    expect(lossUsdOf(text)).toBe(loss);
  });

  it.each([
    ['Price Oracle Manipulation', 'Oracle / price manipulation'],
    ['Reentrancy', 'Reentrancy'],
    ['Missing caller check', 'Access control'],
    ['Integer Underflow', 'Arithmetic / precision'],
    ['Signature Replay', 'Input validation'],
    ['Business Logic Flaw', 'Business logic'],
    ['Rug Pull', 'Rug pull'],
    ['Something new', 'Other'],
  ])('groups the cause "%s" as %s', (cause, category) => {
    expect(attackCategoryOf(cause)).toBe(category);
  });

  it('reads a decimal comma as a decimal, and commas between thousands as separators', () => {
    // The source's European-style entries: Telcoin, Radiant, MIMSpell and Floor Protocol.
    expect(lossUsdOf('~1,24M')).toBe(1_240_000);
    expect(lossUsdOf('~4,5M')).toBe(4_500_000);
    expect(lossUsdOf('~6,5M')).toBe(6_500_000);
    expect(lossUsdOf('~$1,6M')).toBe(1_600_000);
    expect(lossUsdOf('~29,984.27 USDC')).toBe(29_984);
    expect(lossUsdOf('$1,500,000')).toBe(1_500_000);
  });

  it("takes the source's total in dollars after a list of amounts, and no token standard as an amount", () => {
    expect(lossUsdOf('1 USDC, 125795.6 cUSDC, 0,0067 WBTC, 2.25 WETH (~$130K USD)')).toBe(130_000);
    expect(lossUsdOf('Multiple ERC-20 Tokens (~152M US$)')).toBe(152_000_000);
    expect(lossUsdOf('Multiple Tokens ~$15.8M US$')).toBe(15_800_000);
  });

  it('keeps write-ups as references, never a node endpoint or an explorer page of an address', () => {
    expect(isWriteUp('https://x.com/CertiKAlert/status/1985620452992253973')).toBe(true);
    expect(isWriteUp('https://rekt.news/euler-rekt/')).toBe(true);
    expect(isWriteUp('https://arbitrum.gateway.tenderly.co')).toBe(false);
    expect(isWriteUp('https://rpc.ankr.com/eth')).toBe(false);
    // Endpoints whose name only contains "rpc": a provider's brand, or a chain's public node.
    expect(isWriteUp('https://1rpc.io/eth')).toBe(false);
    expect(isWriteUp('https://eth.rpcfast.com/')).toBe(false);
    expect(isWriteUp('https://mainnet.base-rpc2.example.org/')).toBe(false);
    expect(isWriteUp('https://mantlescan.info/address/0x618f768af6291705eb13e0b2e96600b3851911d1')).toBe(
      false,
    );
  });

  it("reads a proof of concept's chain and links from its fork and comments, and nothing else", () => {
    const facts = pocFactsOf(
      [
        '// Exploit tx  : 0xbd4a009cd609a05f1a64458969a1e2c2065472f0ee06a322246f155be12e3a9a (block 1)',
        '// @Analysis',
        '// https://x.com/example/status/1.',
        'string constant ARCHIVE = "https://arbitrum.gateway.tenderly.co";',
        'vm.createSelectFork(ARCHIVE, 1);',
      ].join('\n'),
    );
    expect(facts).toEqual({
      chain: 'Arbitrum',
      links: ['https://x.com/example/status/1'],
      txHashes: ['0xbd4a009cd609a05f1a64458969a1e2c2065472f0ee06a322246f155be12e3a9a'],
    });
    expect(pocFactsOf('vm.createSelectFork("https://api.zan.top/bsc-mainnet", 1);').chain).toBe('BSC');
    expect(pocFactsOf('vm.createSelectFork("mainnet", 1);').chain).toBe('Ethereum');
  });

  it("reads the yearly archives' blocks, their proofs of concept two folders down, and the facts of those", () => {
    const archive = [
      '## 2024 - List of Past DeFi Incidents',
      '### 20241010 HYDT - Oracle Price Manipulation',
      '### Total Lost : 5.8k USDT',
      '#### Contract',
      '[HYDT_exp.sol](../../src/test/2024-10/HYDT_exp.sol)',
      '### 20240924-MARA---price-manipulation',
      '### Lost: 1K USD',
      '[MARA_exp.sol](/../../src/test/2024-09/MARA_exp.sol)',
    ].join('\n\n');
    const hash = `0x${'ab'.repeat(32)}`;
    const records = parseDefiHackLabsReadme(archive, {
      ref: 'abc123',
      pocs: { 'src/test/2024-10/HYDT_exp.sol': { chain: 'BSC', links: [], txHashes: [hash] } },
    });
    expect(records).toMatchObject([
      {
        id: '20241010-hydt',
        lossUsd: 5800,
        chain: 'BSC',
        attackTxs: [`https://bscscan.com/tx/${hash}`],
        referenceUrl: `https://bscscan.com/tx/${hash}`,
      },
      {
        id: '20240924-mara',
        type: 'price-manipulation',
        referenceUrl: 'https://github.com/SunWeb3Sec/DeFiHackLabs/blob/abc123/src/test/2024-09/MARA_exp.sol',
      },
    ]);
  });
});
