import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRecord } from '@/contracts/imports';
import { PROJECT_CATEGORIES } from '@/contracts/project-categories';
import { renderRecords } from '../lib/render';
import { catalogue, catalogueRecords, type CatalogueInput } from './catalogue';

const read = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const input = JSON.parse(read('catalogue.input.json')) as CatalogueInput;
const shipped = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', '..', 'data', 'protocols.json'), 'utf8'),
) as { slug: string; name: string; category: string; url: string | null; aliases: string[] }[];

describe('the project catalogue build, on a recorded excerpt of the first catalogue', () => {
  it('rebuilds its recorded output byte for byte', () => {
    expect(renderRecords(catalogue.parse(input))).toBe(read('catalogue.output.json'));
  });

  it('files every project under a category a researcher filters by, and each record is valid for the importer', () => {
    for (const record of catalogueRecords(input)) {
      expect(PROJECT_CATEGORIES).toContain(record.category);
      expect(projectRecord.safeParse(record).success).toBe(true);
    }
  });

  it('makes one project of a coin and its network, keeping the other names as aliases, and drops test networks', () => {
    const bySlug = new Map(catalogueRecords(input).map((record) => [record.slug, record]));
    expect(bySlug.get('the-open-network')).toMatchObject({ name: 'Toncoin', category: 'L1' });
    expect(bySlug.get('the-open-network')!.aliases).toEqual(expect.arrayContaining(['Gram', 'TON']));
    expect(bySlug.has('gram')).toBe(false);
    expect(bySlug.get('arbitrum')!.aliases).toContain('Arbitrum One');
    expect(bySlug.has('arbitrum-one')).toBe(false);
    expect(bySlug.get('ronin')!.aliases).toEqual(expect.arrayContaining(['Ronin Network', 'Ronin Wallet']));
    expect(bySlug.get('coinbase')!.category).toBe('CEX');
    expect(bySlug.get('aave')!.category).toBe('Lending');
    expect(bySlug.has('sepolia') || bySlug.has('goerli')).toBe(false);
    // Two tokens that only share a name stay two projects.
    expect(bySlug.has('blox') && bySlug.has('blox-2')).toBe(true);
  });
});

describe('the shipped catalogue', () => {
  it.each([
    ['bitcoin', 'L1'],
    ['ethereum', 'L1'],
    ['solana', 'L1'],
    ['lido-dao', 'Liquid staking'],
    ['eigenlayer', 'Restaking'],
    ['ethena', 'Stablecoin'],
    ['morpho', 'Lending'],
    ['wormhole', 'Bridge'],
    ['hyperliquid', 'DEX'],
    ['ondo-finance', 'Yield'],
    ['jupiter-exchange-solana', 'DEX'],
  ])('holds %s as a %s project with its website', (slug, category) => {
    const project = shipped.find((record) => record.slug === slug);
    expect(project).toMatchObject({ category });
    expect(project!.url).toMatch(/^https:\/\//);
  });

  it('lists no project twice under one name', () => {
    const names = shipped.map((record) => record.name.toLowerCase());
    // Blox (CDT) and BLOX are two tokens of two projects, and the Portal token and the Portal wallet two makers'.
    const distinct = new Set(['blox', 'portal']);
    const twice = names.filter((name, index) => names.indexOf(name) !== index && !distinct.has(name));
    expect(twice).toEqual([]);
  });
});
