import 'server-only';
import type { ContractReport, Controller, ReadContractReport } from '@/contracts/chain';
import { delayWords, formatSupply, shortAddress } from '@/lib/chain/words';

// A contract's facts in plain words, one sentence each: what the check page, the project page and the alerts say.

/** Who holds a power, in words: "a 3-of-5 Safe behind a 48-hour timelock (0xa513…c853)". */
export function describeController(controller: Controller): string {
  const at = shortAddress(controller.address);
  switch (controller.kind) {
    case 'nobody':
      return 'nobody (the zero address: renounced)';
    case 'key':
      return `a 1-of-1 key (${at})`;
    case 'safe':
      return `a ${controller.threshold}-of-${controller.owners?.length ?? '?'} Safe (${at})`;
    case 'timelock': {
      const delay = `a ${delayWords(controller.minDelaySeconds ?? 0)} timelock (${at})`;
      if (!controller.proposers) return `${delay} whose proposers could not be listed`;
      if (controller.proposers.length === 0) return `${delay} that nobody may propose to`;
      return `${controller.proposers.map(describeController).join(' or ')} behind ${delay}`;
    }
    case 'contract':
      if (controller.owner) return `${describeController(controller.owner)}, through the contract ${at}`;
      if (controller.unreadable) return `a contract (${at}) not followed further`;
      return `a contract (${at}) with no owner() to follow`;
  }
}

const PROXY_WORDS = {
  transparent: 'a transparent proxy (EIP-1967)',
  uups: 'a UUPS proxy (EIP-1967 and EIP-1822)',
  beacon: 'a beacon proxy (EIP-1967)',
  eip1967: 'a proxy (EIP-1967)',
  eip1822: 'a proxy (EIP-1822)',
} as const;

/** One sentence per fact of a reading; a reading not made says why. */
export function describeReport(report: ContractReport): string[] {
  if (report.state === 'not_read') return [`Not read: ${report.reason}.`];
  if (report.state === 'unreadable') return [`Could not read ${report.chainName}: ${report.reason}.`];
  return describeFacts(report);
}

function describeFacts({ facts }: ReadContractReport): string[] {
  if (!facts.hasCode) return ['No contract at this address: it is an externally owned key, or nothing yet.'];
  const lines: string[] = [];
  const unreadable = (what: string, reason: string) => `${what}: could not be read (${reason}).`;

  const { proxy, upgrader, owner, admins, privileged, paused, token } = facts;
  if (proxy.state === 'unreadable') lines.push(unreadable('Proxy', proxy.reason));
  else if (proxy.value.kind === 'none') lines.push('Not a proxy: its code cannot be replaced.');
  else if (proxy.value.kind === 'clone') {
    lines.push(
      `A minimal clone (EIP-1167) of ${shortAddress(proxy.value.implementation!)}: its code cannot be replaced.`,
    );
  } else {
    lines.push(
      `${PROXY_WORDS[proxy.value.kind][0]!.toUpperCase()}${PROXY_WORDS[proxy.value.kind].slice(1)} of the implementation ${shortAddress(proxy.value.implementation!)}.`,
    );
  }
  if (upgrader.state === 'unreadable') lines.push(unreadable('Who can upgrade', upgrader.reason));
  else if (upgrader.value) lines.push(`Upgradeable by ${describeController(upgrader.value)}.`);

  if (owner.state === 'unreadable') lines.push(unreadable('Owner', owner.reason));
  else if (owner.value?.kind === 'nobody') lines.push('Ownership renounced: its owner is the zero address.');
  else if (owner.value) lines.push(`Owned by ${describeController(owner.value)}.`);
  else lines.push('No owner() function.');

  if (admins.state === 'unreadable') lines.push(unreadable('Admin role', admins.reason));
  else if (admins.value) {
    lines.push(
      admins.value.holders.length === 0
        ? 'Admin role (DEFAULT_ADMIN_ROLE): held by nobody.'
        : `Admin role (DEFAULT_ADMIN_ROLE) held by ${admins.value.holders.map(describeController).join(' and ')}.`,
    );
  }

  if (privileged.state === 'unreadable') lines.push(unreadable('Privileged functions', privileged.reason));
  else {
    const from = privileged.value.source === 'abi' ? 'in its verified ABI' : 'in its bytecode';
    lines.push(
      privileged.value.functions.length === 0
        ? `No privileged function (mint, pause, blacklist, upgrade, fees, withdraw) found ${from}.`
        : `Privileged functions ${from}: ${privileged.value.functions.map((fn) => fn.signature).join(', ')}.`,
    );
  }
  if (paused.state === 'unreadable') lines.push(unreadable('Paused', paused.reason));
  else if (paused.value !== null) lines.push(paused.value ? 'Paused now.' : 'Not paused.');
  if (token.state === 'unreadable') lines.push(unreadable('Total supply', token.reason));
  else if (token.value) {
    lines.push(
      `Total supply: ${formatSupply(token.value.totalSupply, token.value.decimals, token.value.symbol)}.`,
    );
  }
  return lines;
}
