import 'server-only';
import {
  createPublicClient,
  decodeAbiParameters,
  encodeAbiParameters,
  getAddress,
  hexToString,
  toFunctionSelector,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { z } from 'zod';
import { blockExplorerOf } from '@/config/block-explorers';
import type { EvmChain } from '@/config/chains';
import type { ChainEvidence } from '@/contracts/chain';
import { chainTransport, type ChainTransportOptions } from './transport';

// The reads of one contract reading, all at one block, each checked before it is believed: an answer of the
// wrong shape, a time-out or a refusal throws Unreadable, and the fact that needed it is reported unreadable.

/** A read that failed or answered something that is not an answer: the fact is unknown, never guessed. */
export class Unreadable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Unreadable';
  }
}

const HEX = /^0x[0-9a-fA-F]*$/;
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/);
const word = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/);
const bytes = z.string().regex(/^0x([0-9a-fA-F]{2})*$/);
const blockAnswer = z.object({
  number: quantity,
  timestamp: quantity,
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
});
const logsAnswer = z.array(
  z.object({ topics: z.array(z.string().regex(/^0x[0-9a-fA-F]{64}$/)), removed: z.boolean().optional() }),
);

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The RPC error a node answers for a call that reverted (geth: 3 or -32000; Hardhat: -32603 with words). */
function isRevert(error: unknown): boolean {
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; cause;) {
    if (cause.code === 3) return true;
    if (typeof cause.message === 'string' && /revert|invalid opcode/i.test(cause.message)) {
      // Only the node's own JSON-RPC error says so: a transport failure never counts as a revert.
      if (typeof cause.code === 'number') return true;
    }
    cause = cause.cause as typeof cause;
  }
  return false;
}

/** The errors of a call, from viem's wrapper down to the transport's own. */
function causesOf(error: unknown): { name?: string; message?: string }[] {
  const causes: { name?: string; message?: string }[] = [];
  for (
    let cause = error as { name?: string; message?: string; cause?: unknown } | undefined;
    cause && causes.length < 8;
  ) {
    causes.push(cause);
    cause = cause.cause as typeof cause;
  }
  return causes;
}

/** Why a call failed, in words safe to show: never the endpoint's URL, which may carry a key. */
function reasonOf(error: unknown): string {
  const causes = causesOf(error);
  const refusal = causes.find((cause) => cause.name === 'OutboundRefused')?.message ?? '';
  if (/address|unresolved|scheme|credentials|port/.test(refusal))
    return 'the RPC endpoint is not allowed by the outbound policy';
  if (/size/.test(refusal)) return 'the RPC endpoint answered more than a reading may take';
  if (
    /deadline/.test(refusal) ||
    causes.some((cause) => cause.name === 'ChainCallTimeout' || cause.name === 'TimeoutError')
  ) {
    return 'the RPC endpoint did not answer in time';
  }
  if (refusal) return 'the RPC endpoint could not be reached';
  if (causes.some((cause) => cause.name === 'HttpRequestError'))
    return 'the RPC endpoint refused the request';
  return 'the RPC endpoint did not answer properly';
}

export interface CallsOptions extends ChainTransportOptions {
  readonly chain: EvmChain;
  readonly rpcUrl: string;
}

/** The reads of one reading: a client for the endpoint, the block they are pinned to, and their evidence. */
export class ChainCalls {
  private readonly client: PublicClient;
  readonly chain: EvmChain;
  block = 0;
  private blockHex: Hex = '0x0';
  private readonly explorer;

  constructor(options: CallsOptions) {
    this.chain = options.chain;
    this.client = createPublicClient({ transport: chainTransport(options.rpcUrl, options) }) as PublicClient;
    this.explorer = blockExplorerOf(options.chain.names[0]);
  }

  /** One JSON-RPC request, its answer checked by `shape`; a revert answers null when `revertIsNull`. */
  private async request<T>(method: string, params: unknown[], shape: z.ZodType<T>): Promise<T> {
    let answer: unknown;
    try {
      answer = await (
        this.client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
      )({
        method,
        params,
      });
    } catch (error) {
      if (isRevert(error)) throw new Reverted();
      throw new Unreadable(reasonOf(error));
    }
    const parsed = shape.safeParse(answer);
    if (!parsed.success) throw new Unreadable(`the RPC endpoint gave a malformed answer to ${method}`);
    return parsed.data;
  }

  /** The chain the endpoint serves must be the one configured: any other makes every fact unreadable. */
  async checkChainId(): Promise<void> {
    const id = Number.parseInt(await this.request('eth_chainId', [], quantity), 16);
    if (id !== this.chain.chainId) {
      throw new Unreadable(
        `the RPC endpoint serves chain ${id}, not ${this.chain.name} (${this.chain.chainId})`,
      );
    }
  }

  /** The number of the latest block. */
  async latestBlock(): Promise<number> {
    return Number.parseInt(await this.request('eth_blockNumber', [], quantity), 16);
  }

  /** Pins every later read to a block (the latest by default); answers its number and time. */
  async pinBlock(at?: number): Promise<{ number: number; timestamp: Date; url: string | null }> {
    const latest = `0x${(at ?? (await this.latestBlock())).toString(16)}`;
    const block = await this.request('eth_getBlockByNumber', [latest, false], blockAnswer.nullable());
    if (!block || block.number.toLowerCase() !== latest.toLowerCase()) {
      throw new Unreadable('the RPC endpoint gave a block other than the one asked for');
    }
    this.block = Number.parseInt(latest, 16);
    this.blockHex = latest as Hex;
    return {
      number: this.block,
      timestamp: new Date(Number.parseInt(block.timestamp, 16) * 1000),
      url: this.explorer?.blockUrl?.(this.block) ?? null,
    };
  }

  evidence(address: string, read: string): ChainEvidence {
    const checksummed = getAddress(address);
    return {
      read,
      address: checksummed,
      block: this.block,
      url: this.explorer?.addressPattern.test(checksummed) ? this.explorer.addressUrl(checksummed) : null,
      blockUrl: this.explorer?.blockUrl?.(this.block) ?? null,
    };
  }

  async code(address: string): Promise<Hex> {
    try {
      return (await this.request('eth_getCode', [address, this.blockHex], bytes)) as Hex;
    } catch (error) {
      if (error instanceof Reverted) throw new Unreadable('the RPC endpoint would not give the code');
      throw error;
    }
  }

  /** A storage word, as 32 bytes of hex. */
  async storage(address: string, slot: Hex): Promise<Hex> {
    try {
      const value = await this.request('eth_getStorageAt', [address, slot, this.blockHex], word);
      return `0x${value.slice(2).padStart(64, '0').toLowerCase()}` as Hex;
    } catch (error) {
      if (error instanceof Reverted) throw new Unreadable('the RPC endpoint would not give the storage');
      throw error;
    }
  }

  /**
   * eth_call of a function without arguments or with encoded ones: the return data, or null when the contract
   * has no such function (the call reverted or returned nothing).
   */
  async call(address: string, signature: string, args: Hex = '0x'): Promise<Hex | null> {
    const data = `${toFunctionSelector(`function ${signature}`)}${args.slice(2)}`;
    try {
      const result = await this.request('eth_call', [{ to: address, data }, this.blockHex], bytes);
      return result === '0x' ? null : (result as Hex);
    } catch (error) {
      if (error instanceof Reverted) return null;
      throw error;
    }
  }

  /** The topics of the logs of one event of a contract, from its first block to the pinned one. */
  async logTopics(address: string, topics: (Hex | null)[]): Promise<Hex[][]> {
    try {
      const logs = await this.request(
        'eth_getLogs',
        [{ address, topics, fromBlock: '0x0', toBlock: this.blockHex }],
        logsAnswer,
      );
      return logs.filter((log) => !log.removed).map((log) => log.topics as Hex[]);
    } catch (error) {
      if (error instanceof Reverted) throw new Unreadable('the RPC endpoint would not list the logs');
      throw error;
    }
  }
}

class Reverted extends Error {
  constructor() {
    super('reverted');
    this.name = 'Reverted';
  }
}

// Decoders of return data that refuse anything but the exact ABI shape: a lying answer is unreadable, not a fact.

const malformed = (what: string) => new Unreadable(`the answer to ${what} is not a valid ABI value`);

const exactWord = (data: Hex, what: string) => {
  if (!HEX.test(data) || data.length !== 66) throw malformed(what);
  return data.toLowerCase();
};

/** An ABI address: one word whose first 12 bytes are zero. */
export function decodeAddressWord(data: Hex, what: string): Address {
  const value = exactWord(data, what);
  if (!/^0x0{24}/.test(value)) throw malformed(what);
  return getAddress(`0x${value.slice(26)}`);
}

/** A storage slot that holds an address (EIP-1967): null when empty; anything else in its high bytes is not one. */
export function addressInSlot(value: Hex, what: string): Address | null {
  if (/^0x0{64}$/.test(value)) return null;
  return decodeAddressWord(value, what);
}

export function decodeUint(data: Hex, what: string): bigint {
  return BigInt(exactWord(data, what));
}

export function decodeBool(data: Hex, what: string): boolean {
  const value = decodeUint(data, what);
  if (value > 1n) throw malformed(what);
  return value === 1n;
}

export function decodeAddressArray(data: Hex, what: string): Address[] {
  try {
    return [...decodeAbiParameters([{ type: 'address[]' }], data)[0]].map((address) => getAddress(address));
  } catch {
    throw malformed(what);
  }
}

/** A token's symbol: an ABI string, or the bytes32 of older tokens; null when neither is printable. */
export function decodeSymbol(data: Hex): string | null {
  const printable = (text: string) => (/^[\x20-\x7e]{1,64}$/.test(text) ? text : null);
  try {
    return printable(decodeAbiParameters([{ type: 'string' }], data)[0]);
  } catch {
    if (data.length !== 66) return null;
    return printable(hexToString(data as Hex, { size: 32 }).replace(/\0+$/, ''));
  }
}

export const encodeWord = (value: Hex) => encodeAbiParameters([{ type: 'bytes32' }], [value]);
export const encodeAddressArg = (address: string) =>
  encodeAbiParameters([{ type: 'address' }], [address as Address]);
export const encodeRoleAndIndex = (role: Hex, index: bigint) =>
  encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [role, index]);
export const encodeRoleAndAccount = (role: Hex, account: string) =>
  encodeAbiParameters([{ type: 'bytes32' }, { type: 'address' }], [role, account as Address]);
