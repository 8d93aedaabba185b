import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundTarget, outboundFetch, type Resolver } from './safe-fetch';

const STRICT = { allowLoopback: false };
const TESTING = { allowLoopback: true };

const resolverOf = (table: Record<string, string[]>): Resolver => ({
  lookup: async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return addresses;
  },
  resolveTxt: async () => [],
});

describe('checkOutboundTarget', () => {
  const resolver = resolverOf({
    'hooks.example.com': ['93.184.216.34'],
    'internal.example.com': ['10.1.2.3'],
    // One public and one private answer: refused, a later lookup could pick the private one.
    'mixed.example.com': ['93.184.216.34', '192.168.0.10'],
    'metadata.example.com': ['169.254.169.254'],
    'v6.example.com': ['fd00::5'],
    'mapped.example.com': ['::ffff:10.0.0.1'],
  });

  it('takes an https URL whose name resolves to public addresses', async () => {
    const url = await checkOutboundTarget('https://hooks.example.com/in', STRICT, resolver);
    expect(url.href).toBe('https://hooks.example.com/in');
  });

  it.each([
    ['http://hooks.example.com/in', 'scheme'],
    ['ftp://hooks.example.com/in', 'scheme'],
    ['nonsense', 'scheme'],
    ['https://user:pass@hooks.example.com/in', 'credentials'],
    ['https://nowhere.example.com/in', 'unresolved'],
    ['https://internal.example.com/in', 'address'],
    ['https://mixed.example.com/in', 'address'],
    ['https://metadata.example.com/in', 'address'],
    ['https://v6.example.com/in', 'address'],
    ['https://mapped.example.com/in', 'address'],
    ['https://127.0.0.1/in', 'address'],
    ['https://[::1]/in', 'address'],
    ['https://[::ffff:127.0.0.1]/in', 'address'],
    ['https://2130706433/in', 'address'],
    ['https://0x7f.1/in', 'address'],
    ['https://10.0.0.1:8443/in', 'address'],
  ])('refuses %s (%s)', async (url, reason) => {
    await expect(checkOutboundTarget(url, STRICT, resolver)).rejects.toMatchObject({
      name: 'OutboundRefused',
      reason,
    });
  });

  it('takes http on loopback under the test configuration only', async () => {
    await expect(
      checkOutboundTarget('http://127.0.0.1:4000/hook', TESTING, resolver),
    ).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundTarget('http://127.0.0.1:4000/hook', STRICT, resolver)).rejects.toMatchObject({
      reason: 'scheme',
    });
  });
});

describe('outboundFetch', () => {
  // A JSON-RPC node on loopback: answers eth_chainId at once, and never answers eth_slow.
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string };
        if (call.method === 'eth_slow') return;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x1' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const rpc = (fetcher: typeof fetch, method: string) =>
    fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    });

  it('serves JSON-RPC POSTs under the outbound rules, loopback allowed by the test switch only', async () => {
    const fetcher = outboundFetch({ allowLoopback: true, deadlineMs: 2_000, maxBytes: 64 * 1024 });
    const answer = await rpc(fetcher, 'eth_chainId');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
    const strict = outboundFetch({ allowLoopback: false, deadlineMs: 2_000, maxBytes: 64 * 1024 });
    await expect(rpc(strict, 'eth_chainId')).rejects.toMatchObject({
      name: 'OutboundRefused',
      reason: 'scheme',
    });
  });

  it('gives a call up at its total deadline', async () => {
    const fetcher = outboundFetch({ allowLoopback: true, deadlineMs: 300, maxBytes: 64 * 1024 });
    const started = performance.now();
    await expect(rpc(fetcher, 'eth_slow')).rejects.toMatchObject({ reason: 'deadline' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
