import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenRecord } from '@/contracts/imports';
import { renderRecords } from '../lib/render';
import { tokens, type TokensInput } from './tokens';

const read = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const input = JSON.parse(read('tokens.input.json')) as TokensInput;

describe('the token contracts build, on a recorded excerpt of ethereum-lists/tokens and MetaMask', () => {
  it('rebuilds its recorded output byte for byte', () => {
    expect(renderRecords(tokens.parse(input))).toBe(read('tokens.output.json'));
  });

  it('makes one record of a token both lists hold, with MetaMask logo, and leaves out what is no ERC-20', () => {
    const records = tokens.parse(input).map((record) => tokenRecord.parse(record));
    const both = records.find((record) => record.address === '0x881Ba05de1E78f549cC63a8f6Cabb1d4AD32250D')!;
    expect(both).toMatchObject({
      chainId: 1,
      source: 'ethereum-lists/tokens+@metamask/contract-metadata',
      logo: '@metamask/contract-metadata/images/00.svg',
    });
    const notErc20 = input.metamask.find((entry) => !entry.erc20)!;
    expect(records.some((record) => record.address.toLowerCase() === notErc20.address.toLowerCase())).toBe(false);
    expect(records.some((record) => record.deprecated)).toBe(true);
  });
});
