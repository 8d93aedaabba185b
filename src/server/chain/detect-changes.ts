import 'server-only';
import { CHAIN_SUPPLY_CHANGE_ALERT_SHARE } from '@/config/constants';
import type { Controller, ReadContractReport } from '@/contracts/chain';
import { delayWords, formatSupply, shortAddress } from '@/lib/chain/words';
import { describeController } from './describe-contract';

// What changed between two readings of a contract that deserves an alert: new code, a new holder of a power, a
// weaker multisig or a shorter timelock, a pause, an unusual change of supply.

export const CHANGE_KINDS = {
  upgraded: 'Contract upgraded',
  upgrader_changed: 'Upgrade rights transferred',
  owner_changed: 'Ownership transferred',
  admins_changed: 'Admin role changed',
  threshold_lowered: 'Multisig threshold lowered',
  timelock_shortened: 'Timelock shortened',
  paused: 'Contract paused',
  supply_changed: 'Unusual supply change',
} as const;
export type ChangeKind = keyof typeof CHANGE_KINDS;

export interface ContractChange {
  readonly kind: ChangeKind;
  /** The alert's type: "Contract upgraded". */
  readonly title: string;
  /** One sentence: what it was, what it is, and the blocks read. */
  readonly detail: string;
}

interface FlatController {
  readonly address: string;
  readonly threshold?: number;
  readonly minDelaySeconds?: number;
  readonly proposers?: readonly string[] | null;
}

/** Every controller on the way to a power, by its place: 'owner', 'owner>owner', 'owner>owner>proposer:0x…'. */
function flatten(controller: Controller | null, place: string, into = new Map<string, FlatController>()) {
  if (!controller) return into;
  into.set(place, {
    address: controller.address,
    threshold: controller.threshold,
    minDelaySeconds: controller.minDelaySeconds,
    proposers:
      controller.proposers === undefined ? undefined : (controller.proposers?.map((p) => p.address) ?? null),
  });
  if (controller.owner) flatten(controller.owner, `${place}>owner`, into);
  for (const proposer of controller.proposers ?? [])
    flatten(proposer, `${place}>proposer:${proposer.address}`, into);
  return into;
}

const valueOf = <T>(fact: { state: 'read'; value: T } | { state: 'unreadable' }): T | undefined =>
  fact.state === 'read' ? fact.value : undefined;

/** The changes from one reading to the next; a fact unreadable in either is not compared. */
export function detectChanges(before: ReadContractReport, after: ReadContractReport): ContractChange[] {
  const changes: ContractChange[] = [];
  const where = `${shortAddress(after.address)} on ${after.chainName}`;
  const blocks = `(block ${after.block.number}; it was read at block ${before.block.number})`;
  const add = (kind: ChangeKind, text: string) =>
    changes.push({ kind, title: CHANGE_KINDS[kind], detail: `${text} ${blocks}.` });

  const proxyBefore = valueOf(before.facts.proxy);
  const proxyAfter = valueOf(after.facts.proxy);
  if (proxyBefore && proxyAfter && proxyBefore.implementation !== proxyAfter.implementation) {
    add(
      'upgraded',
      `The code of ${where} was replaced: its implementation was ${proxyBefore.implementation ?? 'none'}, it is now ${proxyAfter.implementation ?? 'none'}`,
    );
  }

  for (const [root, kind] of [
    ['upgrader', 'upgrader_changed'],
    ['owner', 'owner_changed'],
  ] as const) {
    const old = valueOf(before.facts[root]);
    const next = valueOf(after.facts[root]);
    if (old === undefined || next === undefined) continue;
    const was = flatten(old, root);
    const is = flatten(next, root);
    const powers = root === 'owner' ? 'ownership' : 'the right to upgrade';
    if ((old?.address ?? null) !== (next?.address ?? null)) {
      add(
        kind,
        `The holder of ${powers} of ${where} changed from ${old ? describeController(old) : 'nobody'} to ${next ? describeController(next) : 'nobody'}`,
      );
      continue;
    }
    for (const [place, now] of is) {
      const then = was.get(place);
      if (!then) continue;
      if (then.address !== now.address) {
        add(
          kind,
          `On the way to ${powers} of ${where}, ${shortAddress(then.address)} was replaced by ${shortAddress(now.address)}`,
        );
      } else if (
        then.threshold !== undefined &&
        now.threshold !== undefined &&
        now.threshold < then.threshold
      ) {
        add(
          'threshold_lowered',
          `The Safe ${shortAddress(now.address)}, which holds ${powers} of ${where}, now needs ${now.threshold} signatures instead of ${then.threshold}`,
        );
      } else if (
        then.minDelaySeconds !== undefined &&
        now.minDelaySeconds !== undefined &&
        now.minDelaySeconds < then.minDelaySeconds
      ) {
        add(
          'timelock_shortened',
          `The timelock ${shortAddress(now.address)}, on the way to ${powers} of ${where}, now waits ${delayWords(now.minDelaySeconds)} instead of ${delayWords(then.minDelaySeconds)}`,
        );
      }
      const newProposers = (now.proposers ?? []).filter((p) => then.proposers && !then.proposers.includes(p));
      if (newProposers.length > 0) {
        add(
          kind,
          `The timelock ${shortAddress(now.address)}, on the way to ${powers} of ${where}, has new proposers: ${newProposers.map(shortAddress).join(', ')}`,
        );
      }
    }
  }

  const adminsBefore = valueOf(before.facts.admins);
  const adminsAfter = valueOf(after.facts.admins);
  if (adminsBefore !== undefined && adminsAfter !== undefined) {
    const was = new Set(adminsBefore?.holders.map((holder) => holder.address) ?? []);
    const added = (adminsAfter?.holders ?? []).filter((holder) => !was.has(holder.address));
    if (added.length > 0) {
      add(
        'admins_changed',
        `The admin role of ${where} was granted to ${added.map(describeController).join(' and ')}`,
      );
    }
  }

  if (valueOf(before.facts.paused) === false && valueOf(after.facts.paused) === true) {
    add('paused', `${where} was paused: its transfers and other paused functions are stopped`);
  }

  const supplyBefore = valueOf(before.facts.token);
  const supplyAfter = valueOf(after.facts.token);
  if (supplyBefore && supplyAfter) {
    const old = BigInt(supplyBefore.totalSupply);
    const next = BigInt(supplyAfter.totalSupply);
    const moved = next > old ? next - old : old - next;
    // In whole millionths, so that supplies of any size compare exactly.
    const isUnusual =
      old === 0n
        ? next > 0n
        : (moved * 1_000_000n) / old > BigInt(Math.round(CHAIN_SUPPLY_CHANGE_ALERT_SHARE * 1_000_000));
    if (isUnusual) {
      const format = (supply: string) => formatSupply(supply, supplyAfter.decimals, supplyAfter.symbol);
      add(
        'supply_changed',
        `The total supply of ${where} went from ${format(supplyBefore.totalSupply)} to ${format(supplyAfter.totalSupply)}`,
      );
    }
  }
  return changes;
}
