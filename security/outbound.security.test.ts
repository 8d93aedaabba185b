// S10: the server's one outbound HTTP client (ownership proofs, webhooks, the refresh, chain reads). A receiver
// that trickles its answer is cut off at the total deadline, not kept for as long as it keeps sending; redirects
// are never followed; answers are read no further than the cap; and the address is checked where the connection
// lands, whatever a name resolves to.
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetchText } from '@/server/net/safe-fetch';
import { makeCertificate } from '@/testing/certificate';

const NAME = 'receiver.rampart.test';
let server: https.Server;
let port: number;
let cert: Buffer;

beforeAll(async () => {
  const tls = makeCertificate(NAME, [`DNS:${NAME}`]);
  cert = Buffer.from(tls.cert);
  server = https.createServer({ key: tls.key, cert }, (request, response) => {
    if (request.url === '/trickle') {
      // One byte every 300 ms for 12 s: never idle long enough for an idle time-out.
      response.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const timer = setInterval(() => {
        if (sent++ >= 40 || response.destroyed) {
          clearInterval(timer);
          response.end();
        } else response.write('x');
      }, 300);
      response.on('close', () => clearInterval(timer));
    } else if (request.url === '/redirect') {
      response.writeHead(302, { location: `https://${NAME}:${port}/ok` }).end();
    } else if (request.url === '/large') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('y'.repeat(512 * 1024));
    } else response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The test's name service: the receiver's name is loopback, the others private or mixed. */
const names: Record<string, string[]> = {
  [NAME]: ['127.0.0.1'],
  'intranet.rampart.test': ['10.0.0.7'],
  'mixed.rampart.test': ['127.0.0.1', '169.254.169.254'],
};
const lookup = async (host: string) => {
  const found = names[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const resolver = { lookup, resolveTxt: async () => [] };
let options: { allowLoopback: boolean; resolver: typeof resolver; ca: Buffer; timeoutMs: number };
beforeAll(() => {
  options = { allowLoopback: true, resolver, ca: cert, timeoutMs: 2_000 };
});

describe('outbound HTTP', () => {
  it('S10 a receiver that trickles its answer is cut off at the total deadline', async () => {
    const started = performance.now();
    await expect(safeFetchText(`https://${NAME}:${port}/trickle`, options)).rejects.toMatchObject({
      name: 'OutboundRefused',
    });
    // The deadline (2 s) and a little slack, far from the 12 s the receiver would take.
    expect(performance.now() - started).toBeLessThan(3_500);
  });

  it('S10 redirects are not followed, answers are capped, refused addresses are never reached', async () => {
    const redirected = await safeFetchText(`https://${NAME}:${port}/redirect`, options);
    expect(redirected.status).toBe(302);
    expect(redirected.text).toBe('');
    await expect(
      safeFetchText(`https://${NAME}:${port}/large`, { ...options, maxBytes: 64 * 1024 }),
    ).rejects.toMatchObject({ name: 'OutboundRefused', reason: 'size' });
    expect((await safeFetchText(`https://${NAME}:${port}/ok`, options)).text).toBe('ok');
    for (const target of [
      `https://intranet.rampart.test:${port}/ok`,
      `https://mixed.rampart.test:${port}/ok`,
      `https://10.0.0.7:${port}/ok`,
      `https://[::ffff:169.254.169.254]:${port}/ok`,
    ]) {
      await expect(safeFetchText(target, options), target).rejects.toMatchObject({ name: 'OutboundRefused' });
    }
    // Loopback itself, outside the test configuration.
    await expect(
      safeFetchText(`https://${NAME}:${port}/ok`, { ...options, allowLoopback: false }),
    ).rejects.toMatchObject({ name: 'OutboundRefused' });
  });
});
