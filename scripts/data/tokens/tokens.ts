import fs from 'node:fs';
import path from 'node:path';
import type { DataBuild } from '../data-build';
import { GitSnapshot } from '../lib/git-snapshot';
import { byCodeUnits } from '../lib/render';

// Token contracts (data/tokens.json): every token file of ethereum-lists/tokens (`tokens/<chain>/<address>.json`)
// on the chains with a known id (test networks left out), and the ERC-20 entries of npm
// @metamask/contract-metadata's contract-map.json (Ethereum); a token both list is one record, with MetaMask's logo.

export const TOKENS_REPO = 'ethereum-lists/tokens';
const METAMASK = '@metamask/contract-metadata';
const LISTS = 'ethereum-lists/tokens';

// The chain folders of ethereum-lists/tokens and their ids.
const CHAIN_IDS: Readonly<Record<string, number>> = {
  eth: 1,
  ubq: 8,
  rsk: 30,
  bsc: 56,
  etc: 61,
  sonic: 146,
  zks: 324,
  arb: 42161,
  avax: 43114,
};

export interface ListedToken {
  readonly chain: string;
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number | null;
  readonly website: string | null;
  readonly deprecated: boolean;
}

export interface MetamaskEntry {
  readonly address: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number | null;
  readonly logo: string | null;
  readonly erc20: boolean;
}

export interface TokensInput {
  readonly lists: readonly ListedToken[];
  readonly metamask: readonly MetamaskEntry[];
}

export function tokenRecords({ lists, metamask }: TokensInput): Record<string, unknown>[] {
  const records = new Map<string, Record<string, unknown>>();
  for (const token of lists) {
    const chainId = CHAIN_IDS[token.chain];
    if (!chainId || !token.symbol || !token.name) continue;
    records.set(`${chainId}:${token.address.toLowerCase()}`, {
      chainId,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      ...(token.website ? { website: token.website } : {}),
      ...(token.deprecated ? { deprecated: true } : {}),
      source: LISTS,
    });
  }
  for (const entry of metamask) {
    if (!entry.erc20 || !entry.symbol || !entry.name) continue;
    const key = `1:${entry.address.toLowerCase()}`;
    const logo = entry.logo ? { logo: `${METAMASK}/images/${entry.logo}` } : {};
    const listed = records.get(key);
    if (listed) records.set(key, { ...listed, source: `${LISTS}+${METAMASK}`, ...logo });
    else
      records.set(key, {
        chainId: 1,
        address: entry.address,
        symbol: entry.symbol,
        name: entry.name,
        decimals: entry.decimals,
        ...logo,
        source: METAMASK,
      });
  }
  return [...records.values()].sort(
    (a, b) =>
      byCodeUnits(String(a.symbol), String(b.symbol)) ||
      Number(a.chainId) - Number(b.chainId) ||
      byCodeUnits(String(a.address), String(b.address)),
  );
}

export const tokens: DataBuild<TokensInput> = {
  name: 'tokens',
  output: 'tokens.json',
  repo: TOKENS_REPO,
  commit: '55622d80c18cc5cabaa8cb9a4c4214daaa9cf05e',
  read: ({ sourceDir }) => {
    const snapshot = GitSnapshot.find(sourceDir, TOKENS_REPO);
    const lists = snapshot
      .files()
      .filter((file) => /^tokens\/[a-z]+\/[^/]+\.json$/.test(file) && CHAIN_IDS[file.split('/')[1]!])
      .map((file) => {
        const token = JSON.parse(snapshot.show(file)) as Record<string, unknown>;
        return {
          chain: file.split('/')[1]!,
          address: String(token.address ?? ''),
          symbol: String(token.symbol ?? '').trim(),
          name: String(token.name ?? '').trim(),
          decimals: typeof token.decimals === 'number' ? token.decimals : null,
          website: typeof token.website === 'string' && token.website.trim() ? token.website.trim() : null,
          deprecated: Boolean(token.deprecation),
        };
      });
    // The installed package, pinned in package.json.
    const mapFile = path.join(path.dirname(require.resolve(`${METAMASK}/package.json`)), 'contract-map.json');
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, Record<string, unknown>>;
    const metamask = Object.entries(map).map(([address, entry]) => ({
      address,
      name: String(entry.name ?? '').trim(),
      symbol: String(entry.symbol ?? '').trim(),
      decimals: typeof entry.decimals === 'number' ? entry.decimals : null,
      logo: typeof entry.logo === 'string' ? entry.logo : null,
      erc20: entry.erc20 === true,
    }));
    return { lists, metamask };
  },
  parse: tokenRecords,
};
