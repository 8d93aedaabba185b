import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditRecord } from '@/contracts/imports';
import { parseTrailOfBitsReadme } from './parse-trailofbits';
import { UpstreamFormatError } from './upstream-error';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const REVIEWS = 'https://github.com/trailofbits/publications/blob/master/reviews/';

describe('the Trail of Bits publications adapter', () => {
  it('reads the blockchain rows of "Security Reviews" and skips the other tables', () => {
    const records = parseTrailOfBitsReadme(fixture('trailofbits.md')).map((record) =>
      auditRecord.parse(record),
    );
    expect(records.map((record) => record.project)).toEqual([
      'Uniswap v4 Core',
      'Uniswap Mobile Wallet',
      'Uniswap V3',
      'Web3',
      'Aave v4',
      'Gensyn ERC-20 Token',
      'Celo Oracle',
    ]);
  });

  it('gives each row the fields of the shipped audits.json', () => {
    const [v4, mobile, v3, web3, aave, , celo] = parseTrailOfBitsReadme(fixture('trailofbits.md'));
    expect(v4).toMatchObject({
      projectUrl: 'https://docs.uniswap.org/contracts/v4/concepts/intro-to-v4',
      auditor: 'Trail of Bits',
      date: '2024-07',
      status: 'completed',
      effortPersonWeeks: 6,
      client: 'Uniswap',
      ecosystem: null,
      reportUrl: `${REVIEWS}2024-07-uniswap-v4-core-securityreview.pdf`,
      fixReview: true,
      slug: 'uniswap-v4-core',
      source: 'trailofbits/publications',
    });
    // A fix review linked on its own, then the announcement after the report cell's links.
    expect(mobile).toMatchObject({
      fixReview: true,
      links: [
        `${REVIEWS}UniswapMobileWallet-securityreview.pdf`,
        `${REVIEWS}UniswapMobileWallet-fixreview.pdf`,
      ],
    });
    expect(v3).toMatchObject({
      fixReview: false,
      links: [`${REVIEWS}UniswapV3Core.pdf`, 'https://uniswap.org/blog/uniswap-v3/'],
    });
    // A post is a link, not a report.
    expect(web3).toMatchObject({ reportUrl: null, ecosystem: 'Wallet Reviews', date: '2018-03' });
    expect(aave).toMatchObject({ ecosystem: 'Ethereum/EVM', date: '2026-02', slug: 'aave-v4' });
    expect(auditRecord.parse(celo).projectUrl).toBe('https://clabs.co');
  });

  it('refuses an answer that is not that README', () => {
    expect(() => parseTrailOfBitsReadme('# Publications\n\n## Podcasts\n')).toThrow(UpstreamFormatError);
    expect(() => parseTrailOfBitsReadme('## Security Reviews\n\nNone yet.\n')).toThrow(UpstreamFormatError);
  });

  it('leaves a date it cannot read for the import schema to refuse', () => {
    const records = parseTrailOfBitsReadme(fixture('malformed/trailofbits.md'));
    expect(auditRecord.safeParse(records[0]).success).toBe(true);
    expect(auditRecord.safeParse(records[1]).success).toBe(false);
  });
});
