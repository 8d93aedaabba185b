// An EVM node in process for the chain tests: Hardhat's network (EDR) behind Hardhat's own JSON-RPC server on
// loopback, so that the reader talks to it over HTTP as it talks to any endpoint. Nothing is downloaded: no
// compiler (the contracts are compiled by ./compile-contracts.ts) and no fork.
import { createHardhatNetworkProvider } from 'hardhat/internal/hardhat-network/provider/provider';
import { JsonRpcServer } from 'hardhat/internal/hardhat-network/jsonrpc/server';
import {
  createPublicClient,
  createWalletClient,
  http,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { compiledContracts, type ContractName } from './compile-contracts';

// Well-known test keys of no value (Hardhat's default mnemonic's first accounts): never used on a real chain.
export const TEST_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
] as const satisfies readonly Hex[];

export interface TestChain {
  readonly url: string;
  readonly chainId: number;
  readonly accounts: readonly PrivateKeyAccount[];
  readonly publicClient: PublicClient;
  /** A wallet of one of the test accounts (the first by default). */
  wallet(account?: PrivateKeyAccount): WalletClient;
  /** Deploys a compiled contract and waits for it; answers its address. */
  deploy(name: ContractName, args?: readonly unknown[], from?: PrivateKeyAccount): Promise<Address>;
  /** Sends a call that changes state and waits for it to be mined. */
  send(
    to: Address,
    abi: Abi,
    functionName: string,
    args?: readonly unknown[],
    from?: PrivateKeyAccount,
  ): Promise<void>;
  close(): Promise<void>;
}

/** Starts a node on 127.0.0.1 (a free port unless one is given) that says it is the chain `chainId`. */
export async function startTestChain({ chainId = 1, port = 0 }: { chainId?: number; port?: number } = {}) {
  const accounts = TEST_KEYS.map((key) => privateKeyToAccount(key));
  const provider = await createHardhatNetworkProvider(
    {
      hardfork: 'cancun',
      chainId,
      networkId: chainId,
      blockGasLimit: 30_000_000,
      minGasPrice: 0n,
      automine: true,
      intervalMining: 0,
      mempoolOrder: 'priority',
      chains: new Map(),
      genesisAccounts: TEST_KEYS.map((privateKey) => ({ privateKey, balance: '1000000000000000000000' })),
      allowUnlimitedContractSize: false,
      throwOnTransactionFailures: true,
      throwOnCallFailures: true,
      allowBlocksWithSameTimestamp: false,
      enableTransientStorage: true,
      enableRip7212: false,
      initialBaseFeePerGas: 1_000_000_000,
    },
    { enabled: false },
  );
  const server = new JsonRpcServer({ hostname: '127.0.0.1', port, provider });
  const listening = await server.listen();
  const url = `http://127.0.0.1:${listening.port}`;
  const chain = defineChain({
    id: chainId,
    name: 'Synthetic test chain',
    nativeCurrency: { name: 'Synthetic Ether', symbol: 'SYNETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(url) }) as PublicClient;
  const wallet = (account: PrivateKeyAccount = accounts[0]!) =>
    createWalletClient({ account, chain, transport: http(url) });
  const artefacts = compiledContracts();

  const testChain: TestChain = {
    url,
    chainId,
    accounts,
    publicClient,
    wallet,
    async deploy(name, args = [], from = accounts[0]!) {
      const artefact = artefacts[name];
      const hash = await wallet(from).deployContract({
        abi: artefact.abi,
        bytecode: artefact.bytecode,
        args: [...args],
        account: from,
        chain,
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress || receipt.status !== 'success') throw new Error(`${name} not deployed`);
      return getAddress(receipt.contractAddress);
    },
    async send(to, abi, functionName, args = [], from = accounts[0]!) {
      const hash = await wallet(from).sendTransaction({
        to,
        data: encodeFunctionData({ abi, functionName, args: [...args] }),
        account: from,
        chain,
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`${functionName} failed`);
    },
    close: () => server.close(),
  };
  return testChain;
}
