import { describe, expect, it } from 'vitest';
import type { FlagsPayload } from '@/contracts/flags';
import { isFlagOn } from './feature-flags';

const payload: FlagsPayload = {
  features: {
    portfolio: { defaultValue: false, rules: [{ condition: { username: 'ada' }, force: true }] },
    impersonationTool: {
      defaultValue: false,
      rules: [{ condition: { email: { $in: ['staff@example.com'] } }, force: true }],
    },
  },
};

describe('isFlagOn', () => {
  it('evaluates the rules by username and by email', () => {
    expect(isFlagOn(payload, 'portfolio', { username: 'ada', email: 'ada@example.com' })).toBe(true);
    expect(isFlagOn(payload, 'portfolio', { username: 'bob', email: 'bob@example.com' })).toBe(false);
    expect(isFlagOn(payload, 'impersonationTool', { username: 's', email: 'Staff@Example.com' })).toBe(true);
    expect(isFlagOn(payload, 'impersonationTool', { username: 'ada', email: 'ada@example.com' })).toBe(false);
  });

  it('is off for nobody and for a flag the payload does not define', () => {
    expect(isFlagOn(payload, 'portfolio', null)).toBe(false);
    expect(isFlagOn({ features: {} }, 'portfolio', { username: 'ada', email: 'a@b.c' })).toBe(false);
  });
});
