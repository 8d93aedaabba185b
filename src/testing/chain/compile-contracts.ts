// Compiles the chain tests' contracts (./contracts, OpenZeppelin's and Safe's from node_modules) with solc-js, in
// process: no compiler is downloaded. The artefacts are kept under node_modules/.cache, keyed by the compiler's
// version and the sources' hash, as a compile takes tens of seconds on two busy cores.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

export interface Artefact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CONTRACTS_DIR = path.join(__dirname, 'contracts');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'rampart-solc');

// The contracts the tests deploy, by the source unit that declares them.
const WANTED = {
  SyntheticMintableToken: 'SyntheticTokens.sol',
  SyntheticPausableToken: 'SyntheticTokens.sol',
  SyntheticRoleToken: 'SyntheticTokens.sol',
  SyntheticUupsTokenV1: 'SyntheticTokens.sol',
  SyntheticUupsTokenV2: 'SyntheticTokens.sol',
  SyntheticTransparentTokenV1: 'SyntheticTokens.sol',
  SyntheticPlainCounter: 'SyntheticTokens.sol',
  ERC1967Proxy: '@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol',
  TransparentUpgradeableProxy: '@openzeppelin/contracts/proxy/transparent/TransparentUpgradeableProxy.sol',
  ProxyAdmin: '@openzeppelin/contracts/proxy/transparent/ProxyAdmin.sol',
  TimelockController: '@openzeppelin/contracts/governance/TimelockController.sol',
  Safe: '@safe-global/safe-contracts/contracts/Safe.sol',
  SafeProxy: '@safe-global/safe-contracts/contracts/proxies/SafeProxy.sol',
} as const;
export type ContractName = keyof typeof WANTED;

const readImport = (importPath: string) => {
  const file = importPath.startsWith('@')
    ? path.join(ROOT, 'node_modules', importPath)
    : path.join(CONTRACTS_DIR, importPath);
  return fs.existsSync(file)
    ? { contents: fs.readFileSync(file, 'utf8') }
    : { error: `not found: ${importPath}` };
};

function sourcesHash(units: readonly string[]): string {
  const hash = createHash('sha256').update(solc.version());
  // Every package the sources import from: a new version of one is a new build.
  for (const pkg of [
    '@openzeppelin/contracts',
    '@openzeppelin/contracts-upgradeable',
    '@safe-global/safe-contracts',
  ]) {
    hash.update(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json')));
  }
  for (const unit of units) hash.update(unit).update(readImport(unit).contents ?? '');
  return hash.digest('hex').slice(0, 16);
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

let loaded: Record<ContractName, Artefact> | undefined;

/** The artefacts of every contract the tests deploy, compiled once and then read from the cache. */
export function compiledContracts(): Readonly<Record<ContractName, Artefact>> {
  if (loaded) return loaded;
  const units = [...new Set(Object.values(WANTED))];
  const cacheFile = path.join(CACHE_DIR, `${sourcesHash(units)}.json`);
  if (fs.existsSync(cacheFile)) return (loaded = JSON.parse(fs.readFileSync(cacheFile, 'utf8')));
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(units.map((unit) => [unit, { content: readImport(unit).contents! }])),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const artefacts = {} as Record<ContractName, Artefact>;
  for (const [name, unit] of Object.entries(WANTED)) {
    const contract = output.contracts?.[unit]?.[name];
    if (!contract) throw new Error(`${name} not compiled from ${unit}`);
    artefacts[name as ContractName] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole then renamed: two test workers compiling at once never read half a file.
  const partial = `${cacheFile}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(artefacts));
  fs.renameSync(partial, cacheFile);
  return (loaded = artefacts);
}
