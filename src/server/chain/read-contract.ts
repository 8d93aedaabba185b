import 'server-only';
import { getAddress, keccak256, toFunctionSelector, toHex, type Address, type Hex } from 'viem';
import type { EvmChain } from '@/config/chains';
import type { ChainEvidence, ContractFacts, ContractReport, Controller, ProxyKind } from '@/contracts/chain';
import {
  addressInSlot,
  ChainCalls,
  decodeAddressArray,
  decodeAddressWord,
  decodeBool,
  decodeSymbol,
  decodeUint,
  encodeRoleAndAccount,
  encodeRoleAndIndex,
  encodeWord,
  Unreadable,
  ZERO_ADDRESS,
} from './chain-calls';
import { dispatchedSelectors, privilegedFromBytecode } from './privileged-functions';
import type { Resolver } from '../net/safe-fetch';

// What a contract lets its administrators do, and who they are, read from the chain at one block.

const SLOTS = {
  implementation: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
  admin: '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103',
  beacon: '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50',
  // EIP-1822's keccak256("PROXIABLE").
  proxiable: '0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7',
} as const satisfies Record<string, Hex>;
const SLOT_NAMES: Record<keyof typeof SLOTS, string> = {
  implementation: 'EIP-1967 implementation',
  admin: 'EIP-1967 admin',
  beacon: 'EIP-1967 beacon',
  proxiable: 'EIP-1822 PROXIABLE',
};

// EIP-1167's minimal proxy: a clone that forwards every call to one fixed contract, for ever.
const CLONE = /^0x363d3d373d3d3d363d73([0-9a-f]{40})5af43d82803e903d91602b57fd5bf3$/i;

const DEFAULT_ADMIN_ROLE: Hex = `0x${'00'.repeat(32)}`;
const PROPOSER_ROLE = keccak256(toHex('PROPOSER_ROLE'));
const ROLE_GRANTED = keccak256(toHex('RoleGranted(bytes32,address,address)'));
const ACCESS_CONTROL_INTERFACE: Hex = '0x7965db0b';
/** Controllers are followed this deep (a ProxyAdmin's owner's timelock's proposers): enough for any real setup. */
const MAX_DEPTH = 4;
/** Role holders listed at most: a role with more is read as far as this. */
const MAX_ROLE_MEMBERS = 20;

const short = (slot: string) => `${slot.slice(0, 6)}…${slot.slice(-4)}`;

export interface ChainEndpoint {
  readonly chain: EvmChain;
  readonly rpcUrl: string;
}

export interface ReadOptions {
  readonly allowLoopback: boolean;
  /** The whole time of one JSON-RPC call. */
  readonly callTimeoutMs: number;
  /** The whole time of one contract's reading. */
  readonly readTimeoutMs?: number;
  readonly resolver?: Resolver;
  readonly now?: () => Date;
  /** The block to read at: the latest by default. */
  readonly block?: number;
}

type Fact<T> =
  { state: 'read'; value: T; evidence: ChainEvidence[] } | { state: 'unreadable'; reason: string };

/** A fact, or its reason for being unreadable when one of its reads failed. */
async function factOf<T>(read: (evidence: ChainEvidence[]) => Promise<T>): Promise<Fact<T>> {
  const evidence: ChainEvidence[] = [];
  try {
    const value = await read(evidence);
    return { state: 'read', value, evidence };
  } catch (error) {
    if (error instanceof Unreadable) return { state: 'unreadable', reason: error.reason };
    throw error;
  }
}

class ContractReader {
  private readonly controllers = new Map<string, Promise<Controller>>();

  constructor(private readonly calls: ChainCalls) {}

  /**
   * A call whose "no such function" answer (a revert, or nothing) is believed only when the code does not
   * dispatch the function: code that has it and a call that fails is an endpoint that cannot be trusted.
   */
  private async optional(
    address: string,
    signature: string,
    evidence: ChainEvidence[],
    dispatched: ReadonlySet<string> | null,
    args: Hex = '0x',
  ): Promise<Hex | null> {
    const result = await this.calls.call(address, signature, args);
    evidence.push(this.calls.evidence(address, signature));
    if (result === null && dispatched?.has(toFunctionSelector(`function ${signature}`))) {
      throw new Unreadable(
        `the contract has ${signature}, yet the RPC endpoint answered that call with nothing`,
      );
    }
    return result;
  }

  async read(address: Address): Promise<ContractFacts> {
    const code = await this.calls.code(address);
    const codeEvidence = this.calls.evidence(address, 'bytecode');
    if (code === '0x') return noCodeFacts(codeEvidence);

    const proxy = await factOf(async (evidence) => this.proxyOf(address, code, evidence));
    const implementation = proxy.state === 'read' ? proxy.value.implementation : null;
    const implementationCode = implementation
      ? await this.calls.code(implementation).catch(() => null)
      : null;
    // The functions callable at this address: its own and, behind a proxy, its implementation's.
    const dispatched =
      proxy.state === 'read' && (!implementation || implementationCode)
        ? new Set([...dispatchedSelectors(code), ...dispatchedSelectors(implementationCode ?? '0x')])
        : null;

    const owner = await factOf(async (evidence) => {
      const data = await this.optional(address, 'owner()', evidence, dispatched);
      return data === null ? null : this.controllerOf(decodeAddressWord(data, 'owner()'), 1);
    });
    const upgrader = await factOf(async (evidence) => {
      if (proxy.state !== 'read') throw new Unreadable(proxy.reason);
      evidence.push(...proxy.evidence);
      return this.upgraderOf(proxy.value, owner);
    });
    const admins = await factOf(async (evidence) => {
      const supports = await this.optional(
        address,
        'supportsInterface(bytes4)',
        evidence,
        null,
        encodeWord(`${ACCESS_CONTROL_INTERFACE}${'00'.repeat(28)}` as Hex),
      );
      if (supports === null || !decodeBool(supports.slice(0, 66) as Hex, 'supportsInterface(bytes4)'))
        return null;
      const listed = await this.roleMembers(address, DEFAULT_ADMIN_ROLE, evidence);
      const holders = await Promise.all(listed.members.map((member) => this.controllerOf(member, 1)));
      return { holders, listedFrom: listed.from };
    });
    const privileged = await factOf(async (evidence) => {
      evidence.push(codeEvidence);
      if (implementation) {
        if (!implementationCode) throw new Unreadable("the implementation's code could not be read");
        evidence.push(this.calls.evidence(implementation, 'bytecode'));
      }
      const functions = privilegedFromBytecode([code, implementationCode ?? '0x']);
      // A transparent proxy answers its admin's upgrade itself, in code that compares no selector.
      if (
        proxy.state === 'read' &&
        proxy.value.kind === 'transparent' &&
        !functions.some((fn) => fn.category === 'upgrade')
      ) {
        functions.unshift({
          name: 'upgradeToAndCall',
          signature: 'upgradeToAndCall(address,bytes)',
          selector: toFunctionSelector('function upgradeToAndCall(address,bytes)'),
          category: 'upgrade',
        });
      }
      return { source: 'bytecode' as const, functions };
    });
    const paused = await factOf(async (evidence) => {
      const data = await this.optional(address, 'paused()', evidence, dispatched);
      return data === null ? null : decodeBool(data, 'paused()');
    });
    const token = await factOf(async (evidence) => {
      const supply = await this.optional(address, 'totalSupply()', evidence, dispatched);
      if (supply === null) return null;
      const decimals = await this.optional(address, 'decimals()', evidence, dispatched);
      const symbol = await this.optional(address, 'symbol()', evidence, dispatched);
      const places = decimals === null ? null : decodeUint(decimals, 'decimals()');
      return {
        totalSupply: decodeUint(supply, 'totalSupply()').toString(),
        decimals: places === null || places > 255n ? null : Number(places),
        symbol: symbol === null ? null : decodeSymbol(symbol),
      };
    });
    return { hasCode: true, proxy, upgrader, owner, admins, privileged, paused, token };
  }

  private async slot(address: string, name: keyof typeof SLOTS, evidence: ChainEvidence[]) {
    const value = await this.calls.storage(address, SLOTS[name]);
    evidence.push(this.calls.evidence(address, `storage slot ${short(SLOTS[name])} (${SLOT_NAMES[name]})`));
    return addressInSlot(value, `the ${SLOT_NAMES[name]} slot`);
  }

  private async proxyOf(address: Address, code: Hex, evidence: ChainEvidence[]) {
    const clone = CLONE.exec(code);
    if (clone) {
      return {
        kind: 'clone' as ProxyKind,
        implementation: getAddress(`0x${clone[1]}`),
        admin: null,
        beacon: null,
      };
    }
    const [implementation, admin, beacon, proxiable] = await Promise.all([
      this.slot(address, 'implementation', evidence),
      this.slot(address, 'admin', evidence),
      this.slot(address, 'beacon', evidence),
      this.slot(address, 'proxiable', evidence),
    ]);
    if (beacon) {
      const data = await this.calls.call(beacon, 'implementation()');
      evidence.push(this.calls.evidence(beacon, 'implementation()'));
      if (data === null) throw new Unreadable('the beacon names no implementation');
      return {
        kind: 'beacon' as ProxyKind,
        implementation: decodeAddressWord(data, 'implementation()'),
        admin,
        beacon,
      };
    }
    if (implementation) {
      if (admin) return { kind: 'transparent' as ProxyKind, implementation, admin, beacon: null };
      // UUPS: the implementation itself carries the upgrade, and says so with proxiableUUID().
      const uuid = await this.calls.call(implementation, 'proxiableUUID()');
      evidence.push(this.calls.evidence(implementation, 'proxiableUUID()'));
      const isUups = uuid !== null && uuid.toLowerCase() === SLOTS.implementation;
      return { kind: (isUups ? 'uups' : 'eip1967') as ProxyKind, implementation, admin: null, beacon: null };
    }
    if (proxiable)
      return { kind: 'eip1822' as ProxyKind, implementation: proxiable, admin: null, beacon: null };
    return { kind: 'none' as ProxyKind, implementation: null, admin: null, beacon: null };
  }

  private async upgraderOf(
    proxy: { kind: ProxyKind; admin: Address | null; beacon: Address | null },
    owner: Fact<Controller | null>,
  ): Promise<Controller | null> {
    switch (proxy.kind) {
      case 'none':
      case 'clone':
        return null;
      case 'transparent':
        return this.controllerOf(proxy.admin!, 1);
      case 'beacon':
        // The beacon's owner replaces the implementation of every proxy that follows it.
        return this.controllerOf(proxy.beacon!, 1);
      case 'uups':
      case 'eip1822':
      case 'eip1967':
        // The implementation decides who upgrades: OpenZeppelin's pattern, and the common one, is its owner.
        if (owner.state === 'unreadable') throw new Unreadable(owner.reason);
        if (owner.value === null) {
          throw new Unreadable(
            'the implementation authorises upgrades by a rule of its own, not by an owner()',
          );
        }
        return owner.value;
    }
  }

  /** The holders of a role: listed by AccessControlEnumerable, else from the role's grants, each still checked. */
  private async roleMembers(address: string, role: Hex, evidence: ChainEvidence[]) {
    const count = await this.calls.call(address, 'getRoleMemberCount(bytes32)', encodeWord(role));
    if (count !== null) {
      evidence.push(this.calls.evidence(address, 'getRoleMemberCount(bytes32)'));
      const total = decodeUint(count, 'getRoleMemberCount(bytes32)');
      const members: Address[] = [];
      for (let index = 0n; index < total && index < BigInt(MAX_ROLE_MEMBERS); index += 1n) {
        const member = await this.calls.call(
          address,
          'getRoleMember(bytes32,uint256)',
          encodeRoleAndIndex(role, index),
        );
        if (member === null) throw new Unreadable('a role member could not be read');
        members.push(decodeAddressWord(member, 'getRoleMember(bytes32,uint256)'));
      }
      evidence.push(this.calls.evidence(address, 'getRoleMember(bytes32,uint256)'));
      return { members, from: 'enumeration' as const };
    }
    const grants = await this.calls.logTopics(address, [ROLE_GRANTED, role]);
    evidence.push(this.calls.evidence(address, 'RoleGranted events'));
    const candidates = [
      ...new Set(grants.flatMap((topics) => (topics[2] ? [getAddress(`0x${topics[2].slice(26)}`)] : []))),
    ];
    const members: Address[] = [];
    for (const candidate of candidates.slice(0, MAX_ROLE_MEMBERS)) {
      const has = await this.calls.call(
        address,
        'hasRole(bytes32,address)',
        encodeRoleAndAccount(role, candidate),
      );
      if (has === null) throw new Unreadable('hasRole could not be read');
      if (decodeBool(has, 'hasRole(bytes32,address)')) members.push(candidate);
    }
    if (candidates.length > 0) evidence.push(this.calls.evidence(address, 'hasRole(bytes32,address)'));
    return { members, from: 'logs' as const };
  }

  /** What an address is: nobody, a key, a Safe, a timelock, or a contract (followed to its owner). */
  controllerOf(address: Address, depth: number): Promise<Controller> {
    const key = `${address.toLowerCase()}:${depth}`;
    let known = this.controllers.get(key);
    if (!known) {
      known = this.classify(getAddress(address), depth);
      this.controllers.set(key, known);
    }
    return known;
  }

  private async classify(address: Address, depth: number): Promise<Controller> {
    if (address === ZERO_ADDRESS) return { address, kind: 'nobody', evidence: [] };
    const evidence: ChainEvidence[] = [];
    const code = await this.calls.code(address);
    evidence.push(this.calls.evidence(address, 'bytecode'));
    if (code === '0x') return { address, kind: 'key', evidence };

    const threshold = await this.calls.call(address, 'getThreshold()');
    const owners = threshold === null ? null : await this.calls.call(address, 'getOwners()');
    if (threshold !== null && owners !== null) {
      evidence.push(
        this.calls.evidence(address, 'getThreshold()'),
        this.calls.evidence(address, 'getOwners()'),
      );
      const signers = decodeUint(threshold, 'getThreshold()');
      const list = decodeAddressArray(owners, 'getOwners()');
      if (signers < 1n || signers > BigInt(list.length)) {
        throw new Unreadable('the Safe answered a threshold that its owners cannot meet');
      }
      return { address, kind: 'safe', threshold: Number(signers), owners: list, evidence };
    }

    const delay = await this.calls.call(address, 'getMinDelay()');
    if (delay !== null) {
      evidence.push(this.calls.evidence(address, 'getMinDelay()'));
      const seconds = decodeUint(delay, 'getMinDelay()');
      if (seconds > BigInt(Number.MAX_SAFE_INTEGER))
        throw new Unreadable('the timelock answered an impossible delay');
      if (depth >= MAX_DEPTH) {
        return {
          address,
          kind: 'timelock',
          minDelaySeconds: Number(seconds),
          proposers: null,
          unreadable: 'not followed further',
          evidence,
        };
      }
      try {
        const listed = await this.roleMembers(address, PROPOSER_ROLE, evidence);
        const proposers = await Promise.all(
          listed.members.map((member) => this.controllerOf(member, depth + 1)),
        );
        return { address, kind: 'timelock', minDelaySeconds: Number(seconds), proposers, evidence };
      } catch (error) {
        if (!(error instanceof Unreadable)) throw error;
        return {
          address,
          kind: 'timelock',
          minDelaySeconds: Number(seconds),
          proposers: null,
          unreadable: `its proposers could not be listed: ${error.reason}`,
          evidence,
        };
      }
    }

    const owner = await this.calls.call(address, 'owner()');
    if (owner === null) return { address, kind: 'contract', owner: null, evidence };
    evidence.push(this.calls.evidence(address, 'owner()'));
    if (depth >= MAX_DEPTH)
      return { address, kind: 'contract', unreadable: 'not followed further', evidence };
    const next = await this.controllerOf(decodeAddressWord(owner, 'owner()'), depth + 1);
    return { address, kind: 'contract', owner: next, evidence };
  }
}

function noCodeFacts(codeEvidence: ChainEvidence): ContractFacts {
  const none = <T>(value: T) => ({ state: 'read' as const, value, evidence: [codeEvidence] });
  return {
    hasCode: false,
    proxy: none({ kind: 'none', implementation: null, admin: null, beacon: null }),
    upgrader: none(null),
    owner: none(null),
    admins: none(null),
    privileged: none({ source: 'bytecode', functions: [] }),
    paused: none(null),
    token: none(null),
  };
}

const DEFAULT_READ_TIMEOUT_MS = 60_000;

function callsFor(endpoint: ChainEndpoint, options: ReadOptions, signal: AbortSignal): ChainCalls {
  return new ChainCalls({
    chain: endpoint.chain,
    rpcUrl: endpoint.rpcUrl,
    allowLoopback: options.allowLoopback,
    deadlineMs: options.callTimeoutMs,
    signal,
    resolver: options.resolver,
  });
}

/** The latest block of an endpoint that serves the chain it is configured for; Unreadable otherwise. */
export async function latestBlock(endpoint: ChainEndpoint, options: ReadOptions): Promise<number> {
  const calls = callsFor(endpoint, options, AbortSignal.timeout(options.callTimeoutMs * 2));
  await calls.checkChainId();
  return calls.latestBlock();
}

/**
 * Reads one contract at the latest block of its chain's endpoint. The endpoint must say it serves that chain;
 * every fact carries the reads it rests on, and a fact whose reads failed is unreadable, never guessed.
 */
export async function readContract(
  endpoint: ChainEndpoint,
  address: string,
  options: ReadOptions,
): Promise<ContractReport> {
  const now = options.now ?? (() => new Date());
  const base = {
    chain: endpoint.chain.slug as ContractReport['chain'],
    chainName: endpoint.chain.name,
    chainId: endpoint.chain.chainId,
    address: getAddress(address),
  };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS);
  const calls = callsFor(endpoint, options, deadline.signal);
  try {
    await calls.checkChainId();
    const block = await calls.pinBlock(options.block);
    const facts = await new ContractReader(calls).read(base.address);
    return {
      ...base,
      state: 'read',
      block: { number: block.number, timestamp: block.timestamp.toISOString(), url: block.url },
      readAt: now().toISOString(),
      facts,
    };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { ...base, state: 'unreadable', reason: error.reason, readAt: now().toISOString() };
  } finally {
    clearTimeout(timer);
  }
}
