import { describe, expect, it } from 'vitest';
import { dispatchedSelectors, privilegedFromBytecode } from './privileged-functions';

// Hand-assembled bytecode: DUP1 PUSH4 <selector> EQ PUSH2 <tag> JUMPI is how solc's dispatcher compares a selector.
const compared = (selector: string) => `8063${selector}14610010` + '57';

describe('dispatchedSelectors', () => {
  it('reads the selectors the dispatcher compares, with or without a DUP between', () => {
    const code = `0x${compared('40c10f19')}63${'8456cb59'}8114`;
    expect([...dispatchedSelectors(code)]).toEqual(['0x40c10f19', '0x8456cb59']);
  });

  it('skips a selector pushed for a call to another contract, and push data that looks like one', () => {
    // PUSH4 mint's selector, PUSH1 0xe0, SHL: the encoding of an outgoing call, never compared.
    const outgoing = '6340c10f1960e01b';
    // PUSH32 whose data holds 63 8456cb59 14: data, not code.
    const data = `7f63${'8456cb59'}14${'00'.repeat(26)}`;
    expect(dispatchedSelectors(`0x${outgoing}${data}`).size).toBe(0);
  });
});

describe('privilegedFromBytecode', () => {
  it('names the privileged functions found, in the catalogue order, across a proxy and its implementation', () => {
    const proxy = `0x${compared('4f1ef286')}`;
    const implementation = `0x${compared('40c10f19')}${compared('a9059cbb')}`;
    expect(privilegedFromBytecode([proxy, implementation]).map((fn) => [fn.signature, fn.category])).toEqual([
      ['mint(address,uint256)', 'mint'],
      ['upgradeToAndCall(address,bytes)', 'upgrade'],
    ]);
  });
});
