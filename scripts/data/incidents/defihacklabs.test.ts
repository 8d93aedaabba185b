import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { incidentRecord } from '@/contracts/imports';
import { renderRecords } from '../lib/render';
import { defiHackLabs, type DefiHackLabsInput } from './defihacklabs';

const read = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const input = JSON.parse(read('defihacklabs.input.json')) as DefiHackLabsInput;

describe('the incidents build, on a recorded excerpt of DeFiHackLabs', () => {
  it('rebuilds its recorded output byte for byte', () => {
    expect(renderRecords(defiHackLabs.parse(input))).toBe(read('defihacklabs.output.json'));
  });

  it('reads the current list and the yearly archives, newest first, each record valid for the importer', () => {
    const records = defiHackLabs.parse(input).map((record) => incidentRecord.parse(record));
    expect(records.map((record) => record.date)).toEqual(
      [...records.map((record) => record.date)].sort().reverse(),
    );
    const byId = new Map(records.map((record) => [record.id, record]));
    // A decimal comma is a decimal: Telcoin lost about $1.24M, not $124M.
    expect(byId.get('20231225-telcoin')).toMatchObject({ lossUsd: 1_240_000, lossText: '~1,24M' });
    expect(byId.get('20231217-floorprotocol')?.lossUsd).toBe(1_600_000);
    // The proof of concept forks Arbitrum from a node gateway: the chain is kept, the gateway is no reference.
    const atomic = byId.get('20260807-atomic')!;
    expect(atomic.chain).toBe('Arbitrum');
    expect([atomic.referenceUrl, ...atomic.references].join(' ')).not.toMatch(/gateway|rpc/);
    // No incident is given a project of the catalogue: the importer's matcher decides.
    expect(records.every((record) => record.protocolSlug === null)).toBe(true);
  });

  it('keeps a block listed twice once, and numbers another incident of the same name and day', () => {
    const list = input.readmes['past/2023/README.md']!;
    const twice = defiHackLabs.parse({ ...input, readmes: { ...input.readmes, 'past/2022/README.md': list } });
    expect(twice.length).toBe(defiHackLabs.parse(input).length - 1);
    const other = list.replace('### Lost: ~1,24M', '### Lost: ~2M');
    const ids = defiHackLabs
      .parse({ ...input, readmes: { ...input.readmes, 'past/2022/README.md': other } })
      .map((record) => (record as { id: string }).id);
    expect(ids).toContain('20231225-telcoin');
    expect(ids).toContain('20231225-telcoin-2');
  });
});
