import fs from 'node:fs';
import path from 'node:path';
import type { ProjectCategory } from '../../src/contracts/project-categories';
import type { ChainFixtures } from '../../src/testing/chain/deploy-fixtures';
import { returningVisitor } from './visitor';

// The third end-to-end server (playwright.config.ts): RPC_URL_ETHEREUM points at a local test chain
// (./chain-node.ts), and its database imported synthetic projects whose contracts live on that chain.

/** The synthetic projects of that server, and the contract of the chain fixtures each owns. */
export const CHAIN_PROJECTS = [
  {
    id: 'synthetic-chain-vault',
    name: 'Synthetic Chain Vault',
    symbol: 'SYNVAULT',
    category: 'Yield',
    contract: 'uupsProxy',
  },
  {
    id: 'synthetic-governed-token',
    name: 'Synthetic Governed Token',
    symbol: 'SYNGOV',
    category: 'Token',
    contract: 'transparentProxy',
  },
] as const satisfies readonly {
  id: string;
  name: string;
  symbol: string;
  category: ProjectCategory;
  contract: keyof ChainFixtures;
}[];

export const chainAppURL = (): string => `http://127.0.0.1:${process.env.E2E_CHAIN_APP_PORT}`;

/** The contracts deployed on the test chain, as ./chain-node.ts wrote them. */
export const chainFixtures = (): ChainFixtures =>
  JSON.parse(
    fs.readFileSync(path.join(process.env.E2E_CHAIN_DIR!, 'fixtures.json'), 'utf8'),
  ) as ChainFixtures;

/** The options of a test that browses that server, with a visitor as on the main server. */
export const onChainServer = () => ({
  baseURL: chainAppURL(),
  storageState: returningVisitor(chainAppURL()),
});
