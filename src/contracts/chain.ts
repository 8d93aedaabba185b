import '@/lib/zod-config';
import { z } from 'zod';
import { CHAIN_SLUGS, EVM_ADDRESS_PATTERN, EVM_CHAINS } from '@/config/chains';

// What the chain reader found about one contract, each fact with the reads it rests on. A fact is either read
// (its value and evidence) or unreadable (why): a read that failed or answered nonsense is never a value.

const hexAddress = z.string().regex(EVM_ADDRESS_PATTERN);

/** One read from the chain: what was read, from which contract, at which block, and the explorer's pages. */
export const chainEvidence = z.object({
  /** In words: 'owner()', 'storage slot 0x3608…2bbc (EIP-1967 implementation)', 'bytecode'. */
  read: z.string(),
  address: hexAddress,
  block: z.number().int().nonnegative(),
  /** The contract on the chain's block explorer, and the block; null for a chain without a known explorer. */
  url: z.string().nullable(),
  blockUrl: z.string().nullable(),
});
export type ChainEvidence = z.infer<typeof chainEvidence>;

const unreadable = z.object({ state: z.literal('unreadable'), reason: z.string() });

const fact = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('read'), value, evidence: z.array(chainEvidence) }),
    unreadable,
  ]);

export const CONTROLLER_KINDS = ['key', 'safe', 'timelock', 'contract', 'nobody'] as const;
export type ControllerKind = (typeof CONTROLLER_KINDS)[number];

/**
 * Who holds a power: an externally owned key, a Safe multisig, a TimelockController, another contract (with its
 * own owner when it has one, as a ProxyAdmin does), or nobody (the zero address: renounced).
 */
export interface Controller {
  readonly address: string;
  readonly kind: ControllerKind;
  /** A Safe: signatures needed, and its owners. */
  readonly threshold?: number;
  readonly owners?: readonly string[];
  /** A timelock: its minimum delay, and who may propose (null: the chain would not list them). */
  readonly minDelaySeconds?: number;
  readonly proposers?: readonly Controller[] | null;
  /** Another contract: its owner() when it has one (null: none). */
  readonly owner?: Controller | null;
  /** Set when part of this controller could not be read: its facts below are then incomplete. */
  readonly unreadable?: string;
  readonly evidence: readonly ChainEvidence[];
}

export const controller: z.ZodType<Controller> = z.lazy(() =>
  z.object({
    address: hexAddress,
    kind: z.enum(CONTROLLER_KINDS),
    threshold: z.number().int().positive().optional(),
    owners: z.array(hexAddress).optional(),
    minDelaySeconds: z.number().int().nonnegative().optional(),
    proposers: z.array(controller).nullable().optional(),
    owner: controller.nullable().optional(),
    unreadable: z.string().optional(),
    evidence: z.array(chainEvidence),
  }),
);

export const PROXY_KINDS = ['none', 'transparent', 'uups', 'beacon', 'eip1967', 'eip1822', 'clone'] as const;
export type ProxyKind = (typeof PROXY_KINDS)[number];

export const PRIVILEGE_CATEGORIES = ['mint', 'pause', 'blacklist', 'upgrade', 'fees', 'withdraw'] as const;
export type PrivilegeCategory = (typeof PRIVILEGE_CATEGORIES)[number];

export const privilegedFunction = z.object({
  name: z.string(),
  signature: z.string(),
  selector: z.string().regex(/^0x[0-9a-f]{8}$/),
  category: z.enum(PRIVILEGE_CATEGORIES),
});
export type PrivilegedFunction = z.infer<typeof privilegedFunction>;

export const proxyFact = fact(
  z.object({
    kind: z.enum(PROXY_KINDS),
    implementation: hexAddress.nullable(),
    admin: hexAddress.nullable(),
    beacon: hexAddress.nullable(),
  }),
);

export const contractFacts = z.object({
  /** Whether there is code at the address: without, it is a key (or nothing yet), and nothing else is read. */
  hasCode: z.boolean(),
  proxy: proxyFact,
  /** Who can replace the code: null when it cannot be replaced. */
  upgrader: fact(controller.nullable()),
  /** owner(): null when the contract has none. */
  owner: fact(controller.nullable()),
  /** The holders of AccessControl's DEFAULT_ADMIN_ROLE; null when the contract has no roles. */
  admins: fact(
    z.object({ holders: z.array(controller), listedFrom: z.enum(['enumeration', 'logs']) }).nullable(),
  ),
  privileged: fact(z.object({ source: z.enum(['abi', 'bytecode']), functions: z.array(privilegedFunction) })),
  /** paused(): null when the contract has none. */
  paused: fact(z.boolean().nullable()),
  /** totalSupply() in the token's smallest unit, as a decimal string; null when it is no token. */
  token: fact(
    z
      .object({
        totalSupply: z.string().regex(/^\d+$/),
        decimals: z.number().int().min(0).max(255).nullable(),
        symbol: z.string().max(64).nullable(),
      })
      .nullable(),
  ),
});
export type ContractFacts = z.infer<typeof contractFacts>;

const reportBase = {
  chain: z.enum(CHAIN_SLUGS),
  chainName: z.string(),
  chainId: z.number().int().positive(),
  address: hexAddress,
};

/** A reading of one contract: read at a block, not read (no RPC endpoint for its chain), or unreadable. */
export const contractReport = z.discriminatedUnion('state', [
  z.object({
    ...reportBase,
    state: z.literal('read'),
    block: z.object({
      number: z.number().int().nonnegative(),
      timestamp: z.string(),
      url: z.string().nullable(),
    }),
    readAt: z.string(),
    facts: contractFacts,
  }),
  z.object({ ...reportBase, state: z.literal('not_read'), reason: z.string() }),
  z.object({ ...reportBase, state: z.literal('unreadable'), reason: z.string(), readAt: z.string() }),
]);
export type ContractReport = z.infer<typeof contractReport>;
export type ReadContractReport = Extract<ContractReport, { state: 'read' }>;

/** A reading as shown: the report and the facts in plain words. */
export const contractReportView = z.object({
  report: contractReport,
  /** One sentence per fact, in the order of the report. */
  summary: z.array(z.string()),
});
export type ContractReportView = z.infer<typeof contractReportView>;

export const ADDRESS_MESSAGE = 'Enter a contract address: 0x followed by 40 hexadecimal characters.';
export const CHAIN_MESSAGE = `Choose a chain: ${EVM_CHAINS.map((chain) => chain.slug).join(', ')}.`;

/** GET /api/check?address&chain, and the /check page's form. */
export const contractCheckQuery = z
  .object({
    address: z.string({ error: ADDRESS_MESSAGE }).trim().regex(EVM_ADDRESS_PATTERN, ADDRESS_MESSAGE),
    chain: z.enum(CHAIN_SLUGS, { error: CHAIN_MESSAGE }),
  })
  .strict();
export type ContractCheckQuery = z.infer<typeof contractCheckQuery>;

export const contractCheckAnswer = contractReportView.extend({
  /** The project this contract belongs to, when Rampart knows it. */
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ContractCheckAnswer = z.infer<typeof contractCheckAnswer>;

/** The on-chain facts of a project: each tracked contract's latest reading, in words and in full. */
export const projectChainFacts = z.object({
  contracts: z.array(
    z.object({
      chain: z.enum(CHAIN_SLUGS),
      chainName: z.string(),
      address: hexAddress,
      /** The last good reading, else the last attempt, else why it is not read. */
      report: contractReport,
      summary: z.array(z.string()),
      /** When the last attempt failed after a good reading: why, and when. */
      lastFailure: z.object({ reason: z.string(), at: z.string() }).nullable(),
    }),
  ),
  /** The weakest control over all of them, in words; null when none was read. */
  control: z.string().nullable(),
  /** When none of them was read: why, in words ('not read: this server has no RPC endpoint for Ethereum'). */
  notRead: z.string().nullable(),
});
export type ProjectChainFacts = z.infer<typeof projectChainFacts>;
