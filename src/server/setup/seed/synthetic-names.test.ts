import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REAL_AUDIT_FILES,
  REAL_DATA_DIR,
  REAL_PROJECT_FILES,
  realAudits,
  realIncidents,
  realProjects,
  realTokens,
  SYNTHETIC_DATA_DIR,
} from '@/testing/real-data';
import { SYNTHETIC_AUDITORS, SYNTHETIC_CHAINS, syntheticIdentity } from './seed-synthetic-projects';

// No synthetic record may carry the name, ticker or address of anything real: checked against data/.
const lower = (values: Iterable<string | null | undefined>) =>
  new Set([...values].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase()));
const realNames = lower([
  ...realProjects().map((project) => project.name),
  ...realTokens().map((token) => token.name),
  ...realIncidents().map((incident) => incident.project),
  ...realAudits().flatMap((audit) => [audit.project, audit.auditor]),
]);
const realTickers = lower([
  ...realProjects().map((project) => project.symbol),
  ...realTokens().map((token) => token.symbol),
]);
const realChains = lower(
  realProjects().flatMap((project) => [...project.chains, ...Object.keys(project.addresses)]),
);
// Every text of the data sets, to look addresses and hashes up in whatever field holds them.
const realText = [...REAL_PROJECT_FILES, 'incidents.json', ...REAL_AUDIT_FILES, 'tokens.json']
  .map((file) => fs.readFileSync(path.join(REAL_DATA_DIR, file), 'utf8'))
  .join('\n')
  .toLowerCase();

describe('the synthetic projects of npm run seed -- --projects N', () => {
  it('are named "Synthetic Project 04217" with the ticker "SX04217", numbered from 1', () => {
    expect(syntheticIdentity(4217)).toMatchObject({
      id: 'synthetic-project-04217',
      name: 'Synthetic Project 04217',
      ticker: 'SX04217',
    });
    expect(syntheticIdentity(100_000).name).toBe('Synthetic Project 100000');
  });

  it('never take the name or ticker of a real project, token, incident or auditor', () => {
    // The scheme cannot collide: no real ticker is "SX" followed by a digit.
    expect([...realTickers].filter((ticker) => /^sx\d/.test(ticker))).toEqual([]);
    expect([...realNames].filter((name) => /^synthetic project \d/.test(name))).toEqual([]);
    for (const n of [1, 42, 4217, 99_999, 100_000, 1_000_000]) {
      const { name, ticker } = syntheticIdentity(n);
      expect(realNames.has(name.toLowerCase()), name).toBe(false);
      expect(realTickers.has(ticker.toLowerCase()), ticker).toBe(false);
    }
  });

  it('carry addresses that no contract can have, and that no data set holds', () => {
    for (const n of [1, 4217, 100_000]) {
      const { address } = syntheticIdentity(n);
      expect(address).toHaveLength(42);
      expect(address).not.toMatch(/^0x[0-9a-f]{40}$/i);
      expect(realText.includes(address.toLowerCase())).toBe(false);
    }
  });

  it('are audited by "Example Audit Firm N" and live on "Synthetic Chain N", names of nothing real', () => {
    for (const auditor of SYNTHETIC_AUDITORS) {
      expect(auditor).toMatch(/^Example Audit Firm \d$/);
      expect(realNames.has(auditor.toLowerCase())).toBe(false);
    }
    for (const chain of SYNTHETIC_CHAINS) {
      expect(chain).toMatch(/^Synthetic Chain \d$/);
      expect(realChains.has(chain.toLowerCase())).toBe(false);
    }
  });
});

describe('the synthetic records of the tests (src/testing/synthetic-data)', () => {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(SYNTHETIC_DATA_DIR, file), 'utf8')) as Record<string, unknown>[];
  const text = ['protocols.json', 'audits.json', 'monitoring.json', 'facts.json']
    .map((file) => fs.readFileSync(path.join(SYNTHETIC_DATA_DIR, file), 'utf8'))
    .join('\n');

  it('name synthetic projects, example firms and synthetic chains only', () => {
    for (const project of read('protocols.json')) {
      expect(project.name).toMatch(/^Synthetic Project \d{5}$/);
      expect(project.symbol).toMatch(/^SX\d{5}$/);
      expect(realNames.has(String(project.name).toLowerCase())).toBe(false);
      expect(realTickers.has(String(project.symbol).toLowerCase())).toBe(false);
      expect(project.logo).toBeNull();
      for (const chain of project.chains as string[]) expect(realChains.has(chain.toLowerCase())).toBe(false);
    }
    for (const audit of read('audits.json')) expect(audit.auditor).toMatch(/^Example Audit Firm \d$/);
  });

  it('use addresses and transaction hashes that no data set holds, and links on the reserved .test domain', () => {
    const hexes = text.match(/0x[0-9a-f]+/gi) ?? [];
    expect(hexes.length).toBeGreaterThan(20);
    for (const hex of hexes) {
      expect(hex.startsWith('0x5e7e7e'), hex).toBe(true);
      expect(realText.includes(hex.toLowerCase()), hex).toBe(false);
    }
    for (const url of text.match(/https?:\/\/[^"\s]+/g) ?? [])
      expect(new URL(url).hostname).toMatch(/\.test$/);
  });
});
