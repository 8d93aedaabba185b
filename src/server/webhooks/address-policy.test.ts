import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isRefusedAddress, type Resolver } from './address-policy';

const STRICT = { allowLoopback: false };
const TESTING = { allowLoopback: true };

describe('isRefusedAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address, STRICT)).toBe(true);
  });

  it.each(['93.184.216.34', '1.1.1.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isRefusedAddress(address, STRICT)).toBe(false);
    },
  );

  it('lets loopback through only under the test configuration, and nothing else private', () => {
    expect(isRefusedAddress('127.0.0.1', TESTING)).toBe(false);
    expect(isRefusedAddress('::1', TESTING)).toBe(false);
    expect(isRefusedAddress('10.0.0.1', TESTING)).toBe(true);
    expect(isRefusedAddress('169.254.169.254', TESTING)).toBe(true);
  });
});

const resolverOf =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('checkWebhookTarget', () => {
  const resolve = resolverOf({
    'hooks.example.com': ['93.184.216.34'],
    'internal.example.com': ['10.1.2.3'],
    // One public and one private answer: refused, a later lookup could pick the private one.
    'mixed.example.com': ['93.184.216.34', '192.168.0.10'],
    'metadata.example.com': ['169.254.169.254'],
    'v6.example.com': ['fd00::5'],
  });

  it('takes an https URL whose name resolves to public addresses, and pins the address', async () => {
    const checked = await checkWebhookTarget('https://hooks.example.com/in', STRICT, resolve);
    expect(checked).toMatchObject({ ok: true, address: { address: '93.184.216.34', family: 4 } });
  });

  it.each([
    ['http://hooks.example.com/in', 'not-https'],
    ['ftp://hooks.example.com/in', 'not-https'],
    ['nonsense', 'not-https'],
    ['https://user:pass@hooks.example.com/in', 'credentials'],
    ['https://nowhere.example.com/in', 'unresolvable'],
    ['https://internal.example.com/in', 'refused-address'],
    ['https://mixed.example.com/in', 'refused-address'],
    ['https://metadata.example.com/in', 'refused-address'],
    ['https://v6.example.com/in', 'refused-address'],
    ['https://127.0.0.1/in', 'refused-address'],
    ['https://[::1]/in', 'refused-address'],
    ['https://10.0.0.1:8443/in', 'refused-address'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect(await checkWebhookTarget(url, STRICT, resolve)).toEqual({ ok: false, reason });
  });

  it('takes http on loopback under the test configuration only', async () => {
    expect(await checkWebhookTarget('http://127.0.0.1:4000/hook', TESTING, resolve)).toMatchObject({
      ok: true,
    });
    expect(await checkWebhookTarget('http://127.0.0.1:4000/hook', STRICT, resolve)).toEqual({
      ok: false,
      reason: 'not-https',
    });
  });
});
