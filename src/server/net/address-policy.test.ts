import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address-policy';

const strict = { allowLoopback: false };
const testing = { allowLoopback: true };

describe('isAllowedAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:192.168.0.1',
    'not-an-address',
  ])('refuses %s, loopback allowed or not', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
    expect(isAllowedAddress(address, testing)).toBe(false);
  });

  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])(
    'refuses the loopback address %s unless the test configuration allows it',
    (address) => {
      expect(isAllowedAddress(address, strict)).toBe(false);
      expect(isAllowedAddress(address, testing)).toBe(true);
    },
  );

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'])(
    'allows the public address %s',
    (address) => {
      expect(isAllowedAddress(address, strict)).toBe(true);
    },
  );
});
