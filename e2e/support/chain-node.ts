// The third end-to-end server's chain (playwright.config.ts): Hardhat's network on loopback, the chain tests'
// contracts deployed on it, and an import folder whose synthetic projects own two of them. Ready once
// E2E_CHAIN_DIR holds fixtures.json and import/, as its health address then answers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { deployFixtures } from '../../src/testing/chain/deploy-fixtures';
import { startTestChain } from '../../src/testing/chain/test-chain';
import { CHAIN_PROJECTS } from './chain-server';

async function main(): Promise<void> {
  const folder = process.env.E2E_CHAIN_DIR!;
  const chain = await startTestChain({ chainId: 1, port: Number(process.env.E2E_CHAIN_PORT) });
  const fixtures = await deployFixtures(chain);
  fs.mkdirSync(path.join(folder, 'import'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'fixtures.json'), JSON.stringify(fixtures));
  const protocols = CHAIN_PROJECTS.map((project) => ({
    name: project.name,
    slug: project.id,
    symbol: project.symbol,
    category: project.category,
    chains: ['Ethereum'],
    url: null,
    twitter: null,
    github: null,
    description: 'A synthetic project of the end-to-end tests: its contract lives on a local test chain.',
    marketCapRank: null,
    logo: null,
    addresses: { Ethereum: fixtures[project.contract] },
    sources: ['synthetic-fixture'],
    licence: 'CC0-1.0',
  }));
  fs.writeFileSync(path.join(folder, 'import', 'protocols.json'), JSON.stringify(protocols, null, 2));
  http
    .createServer((_request, response) => response.end('ok'))
    .listen(Number(process.env.E2E_CHAIN_HEALTH_PORT), '127.0.0.1');
  const stop = () => void chain.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
