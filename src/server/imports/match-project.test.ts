import { describe, expect, it } from 'vitest';
import { domainOf, ProjectIndex, type ProjectKeys, type RecordKeys } from './match-project';

const project = (overrides: Partial<ProjectKeys> & { id: string; name: string }): ProjectKeys => ({
  importKey: overrides.id,
  domain: null,
  chains: [],
  addresses: [],
  ...overrides,
});
const record = (overrides: Partial<RecordKeys> & { name: string }): RecordKeys => ({
  slugs: [],
  hintSlug: null,
  domain: null,
  chain: null,
  addresses: [],
  ...overrides,
});

const index = new ProjectIndex([
  project({ id: 'aave', name: 'Aave', chains: ['Ethereum', 'Polygon'] }),
  project({ id: 'phoenix-global', name: 'Phoenix', chains: ['BNB Smart Chain'] }),
  project({ id: 'compound-governance-token', name: 'Compound', domain: 'compound.finance' }),
  project({ id: 'pax-gold', name: 'PAX Gold', domain: 'paxos.com' }),
  project({ id: 'dai', name: 'Dai', domain: 'makerdao.com' }),
  project({ id: 'maker', name: 'Maker', domain: 'makerdao.com' }),
  project({ id: 'tether', name: 'Tether', addresses: ['0xDAC17F958D2EE523A2206206994597C13D831EC7'] }),
  project({ id: 'venus', name: 'Venus' }),
  project({ id: 'level', name: 'Level' }),
  project({ id: 'level-finance', name: 'Level' }),
]);

describe('ProjectIndex.match', () => {
  it('links on one strong match whose chains agree', () => {
    expect(index.match(record({ name: 'AAVE', slugs: ['aave'], chain: 'Ethereum' }))).toEqual({
      kind: 'linked',
      projectId: 'aave',
      by: 'slug',
    });
    expect(
      index.match(record({ name: 'Other', addresses: ['0xdac17f958d2ee523a2206206994597c13d831ec7'] })),
    ).toMatchObject({ kind: 'linked', projectId: 'tether', by: 'address' });
    expect(index.match(record({ name: 'Compound Chain', domain: 'compound.finance' }))).toMatchObject({
      kind: 'linked',
      projectId: 'compound-governance-token',
    });
  });

  it('sends a name match on another chain to review', () => {
    expect(index.match(record({ name: 'Phoenix', chain: 'Polygon' }))).toEqual({
      kind: 'review',
      candidateIds: ['phoenix-global'],
      reason: "matches by name, but Polygon is not one of the project's chains",
    });
    expect(index.match(record({ name: 'Phoenix', chain: 'BSC' }))).toMatchObject({ kind: 'linked' });
  });

  it('sends ambiguous and partial matches to review', () => {
    expect(index.match(record({ name: 'Level' }))).toMatchObject({
      kind: 'review',
      candidateIds: ['level', 'level-finance'],
    });
    expect(index.match(record({ name: 'MC Dai', domain: 'makerdao.com' }))).toMatchObject({
      kind: 'review',
      candidateIds: ['dai', 'maker'],
    });
    expect(index.match(record({ name: 'Paxos PayPal PYUSD', domain: 'paxos.com' }))).toMatchObject({
      kind: 'review',
      candidateIds: ['pax-gold'],
    });
    expect(index.match(record({ name: 'Venus THE', slugs: ['venus-the'], hintSlug: 'venus' }))).toEqual({
      kind: 'review',
      candidateIds: ['venus'],
      reason: 'a partial match (similar name or shared website) only',
    });
  });

  it('finds nothing for an unknown project', () => {
    expect(index.match(record({ name: 'Unknown Protocol', slugs: ['unknown-protocol'] }))).toEqual({
      kind: 'none',
    });
  });
});

describe('domainOf', () => {
  it('reads the host without www', () => {
    expect(domainOf('https://www.Uniswap.org/blog')).toBe('uniswap.org');
    expect(domainOf('not a url')).toBeNull();
    expect(domainOf(null)).toBeNull();
  });
});
