import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { incidentRecord } from '@/contracts/imports';
import { attackCategoryOf, lossUsdOf, parseDefiHackLabsReadme } from './parse-defihacklabs';
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
});
