import 'server-only';
import { toFunctionSelector } from 'viem';
import type { PrivilegeCategory, PrivilegedFunction } from '@/contracts/chain';

// The functions that let an administrator change what holders own or can do: mint, pause, blacklist, upgrade,
// change fees, or move the funds a contract holds. Recognised by signature in a contract's bytecode: its function
// dispatcher compares the call's selector with each of its own.

const SIGNATURES: Readonly<Record<PrivilegeCategory, readonly string[]>> = {
  mint: ['mint(address,uint256)', 'mint(uint256)', 'mintTo(address,uint256)', 'issue(uint256)'],
  pause: ['pause()', 'unpause()', 'setPaused(bool)'],
  blacklist: [
    'blacklist(address)',
    'unBlacklist(address)',
    'addBlackList(address)',
    'removeBlackList(address)',
    'destroyBlackFunds(address)',
    'freeze(address)',
    'unfreeze(address)',
    'addToBlocklist(address)',
    'setBlacklist(address,bool)',
  ],
  upgrade: [
    'upgradeTo(address)',
    'upgradeToAndCall(address,bytes)',
    'upgrade(address,address)',
    'upgradeAndCall(address,address,bytes)',
    'upgradeBeaconToAndCall(address,bytes,bool)',
  ],
  fees: [
    'setFee(uint256)',
    'setFees(uint256,uint256)',
    'setFeeTo(address)',
    'setFeeRecipient(address)',
    'setProtocolFee(uint256)',
    'setTaxFee(uint256)',
    'setParams(uint256,uint256)',
  ],
  withdraw: [
    'emergencyWithdraw(address)',
    'emergencyWithdraw(address,uint256)',
    'rescueTokens(address,address,uint256)',
    'rescueERC20(address,address,uint256)',
    'recoverERC20(address,uint256)',
    'sweep(address)',
    'sweepToken(address)',
    'withdrawTokens(address,address,uint256)',
  ],
};

const BY_SELECTOR: ReadonlyMap<string, PrivilegedFunction> = new Map(
  Object.entries(SIGNATURES).flatMap(([category, signatures]) =>
    signatures.map((signature) => {
      const selector = toFunctionSelector(`function ${signature}`);
      return [
        selector,
        { name: signature.slice(0, signature.indexOf('(')), signature, selector, category },
      ] as const;
    }),
  ) as [string, PrivilegedFunction][],
);

const PUSH1 = 0x60;
const PUSH4 = 0x63;
const PUSH32 = 0x7f;
const EQ = 0x14;
const DUP1 = 0x80;
const DUP16 = 0x8f;

/**
 * The selectors a contract's function dispatcher compares the call's with: each 4-byte push that an EQ follows
 * at once or after one DUP. Push data is skipped as data, so that constants are never read as code; a 4-byte
 * push not compared (the selector of a call this contract makes to another) is not counted as its own.
 */
export function dispatchedSelectors(bytecode: string): Set<string> {
  const hex = bytecode.startsWith('0x') ? bytecode.slice(2) : bytecode;
  const code = Buffer.from(hex, 'hex');
  const found = new Set<string>();
  for (let index = 0; index < code.length;) {
    const op = code[index]!;
    if (op >= PUSH1 && op <= PUSH32) {
      const size = op - PUSH1 + 1;
      if (op === PUSH4 && index + 5 < code.length) {
        const next = code[index + 5]!;
        const isCompared = next === EQ || (next >= DUP1 && next <= DUP16 && code[index + 6] === EQ);
        if (isCompared) found.add(`0x${code.subarray(index + 1, index + 5).toString('hex')}`);
      }
      index += 1 + size;
    } else {
      index += 1;
    }
  }
  return found;
}

/** The privileged functions whose selectors the bytecode dispatches, in catalogue order. */
export function privilegedFromBytecode(bytecodes: readonly string[]): PrivilegedFunction[] {
  const selectors = new Set(bytecodes.flatMap((code) => [...dispatchedSelectors(code)]));
  return [...BY_SELECTOR.values()].filter((fn) => selectors.has(fn.selector));
}
