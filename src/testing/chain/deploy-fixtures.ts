// Deploys one contract of every kind the chain reader tells apart, each with synthetic names and the test chain's
// throw-away keys: an Ownable mintable ERC-20, a pausable one, one administered by enumerable roles, a UUPS proxy,
// a transparent proxy with its ProxyAdmin, a Safe (3 of 5) and a TimelockController (48 hours) whose proposer is
// that Safe, and a contract that has no owner at all.
import { encodeFunctionData, getAddress, parseUnits, zeroAddress, type Address } from 'viem';
import { compiledContracts } from './compile-contracts';
import type { TestChain } from './test-chain';

export const INITIAL_SUPPLY = parseUnits('1000000', 18);
export const SAFE_THRESHOLD = 3;
export const SAFE_OWNER_COUNT = 5;
export const TIMELOCK_DELAY_SECONDS = 48 * 60 * 60;
const ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';

export interface ChainFixtures {
  /** The externally owned key that deployed everything and owns the key-held contracts. */
  readonly deployer: Address;
  readonly mintable: Address;
  readonly pausable: Address;
  readonly roleToken: Address;
  readonly uupsProxy: Address;
  readonly uupsV1: Address;
  /** A second implementation, deployed for the upgrade tests, not in use. */
  readonly uupsV2: Address;
  readonly transparentProxy: Address;
  readonly transparentImplementation: Address;
  readonly proxyAdmin: Address;
  readonly safe: Address;
  readonly safeOwners: readonly Address[];
  readonly timelock: Address;
  readonly counter: Address;
}

export async function deployFixtures(chain: TestChain): Promise<ChainFixtures> {
  const artefacts = compiledContracts();
  const [deployerAccount, ...others] = chain.accounts;
  const deployer = deployerAccount!.address;
  const safeOwners = others.slice(0, SAFE_OWNER_COUNT).map((account) => account.address);

  const mintable = await chain.deploy('SyntheticMintableToken', [deployer, INITIAL_SUPPLY]);
  const pausable = await chain.deploy('SyntheticPausableToken', [deployer, INITIAL_SUPPLY]);
  const roleToken = await chain.deploy('SyntheticRoleToken', [deployer]);
  const counter = await chain.deploy('SyntheticPlainCounter');

  const singleton = await chain.deploy('Safe');
  const safe = await chain.deploy('SafeProxy', [singleton]);
  await chain.send(safe, artefacts.Safe.abi, 'setup', [
    safeOwners,
    BigInt(SAFE_THRESHOLD),
    zeroAddress,
    '0x',
    zeroAddress,
    zeroAddress,
    0n,
    zeroAddress,
  ]);
  // Proposals from the Safe only; anyone may execute one once its delay has passed; no admin beside itself.
  const timelock = await chain.deploy('TimelockController', [
    BigInt(TIMELOCK_DELAY_SECONDS),
    [safe],
    [zeroAddress],
    zeroAddress,
  ]);

  const uupsV1 = await chain.deploy('SyntheticUupsTokenV1');
  const uupsV2 = await chain.deploy('SyntheticUupsTokenV2');
  const uupsProxy = await chain.deploy('ERC1967Proxy', [
    uupsV1,
    encodeFunctionData({
      abi: artefacts.SyntheticUupsTokenV1.abi,
      functionName: 'initialize',
      args: [deployer, INITIAL_SUPPLY],
    }),
  ]);

  // The token is paused by the Safe; its code is replaced through the ProxyAdmin, which the timelock owns.
  const transparentImplementation = await chain.deploy('SyntheticTransparentTokenV1');
  const transparentProxy = await chain.deploy('TransparentUpgradeableProxy', [
    transparentImplementation,
    timelock,
    encodeFunctionData({
      abi: artefacts.SyntheticTransparentTokenV1.abi,
      functionName: 'initialize',
      args: [safe, INITIAL_SUPPLY],
    }),
  ]);
  const adminWord = await chain.publicClient.getStorageAt({ address: transparentProxy, slot: ADMIN_SLOT });
  const proxyAdmin = getAddress(`0x${adminWord!.slice(-40)}`);

  return {
    deployer,
    mintable,
    pausable,
    roleToken,
    uupsProxy,
    uupsV1,
    uupsV2,
    transparentProxy,
    transparentImplementation,
    proxyAdmin,
    safe,
    safeOwners,
    timelock,
    counter,
  };
}
