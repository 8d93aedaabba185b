// S13 and S14: what a visitor may make the server store or read. Error reports are capped per address and day,
// deduplicated and kept for a while only; every public read endpoint has a budget per address, as the public
// API does.
import { describe, expect, inject, it } from 'vitest';
import { Client, type Reply } from './support/client';
import { ENDPOINTS, query, urlOf, type Endpoint } from './support/endpoints';
import { errorReport } from './support/error-report';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// S13 waits out what is left of the minute after its first burst, which the files before this one have mostly
// spent.
describe('anonymous storage', () => {
  it('S13 error reports from one address are capped per day, beyond the minute limit', async () => {
    // The first burst, sent by the global setup as the run started from an address no other test uses: the
    // minute's budget of 30 reports, then one refused with a minute's wait.
    const burst = inject('errorBurst');
    expect(burst.statuses).toEqual([...Array.from({ length: 30 }, () => 200), 429]);
    expect(burst.retryAfter).toBeGreaterThan(0);
    expect(burst.retryAfter).toBeLessThanOrEqual(60);
    await sleep(Math.max(0, burst.at + burst.retryAfter * 1000 + 500 - Date.now()));
    const client = new Client(burst.peer);
    // A new minute, but the day's budget of new reports (50) runs out within it.
    const statuses: number[] = [];
    let last: Reply | undefined;
    for (let n = 31; n < 60; n += 1) {
      last = await client.post('/api/errors', errorReport(n));
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(last!.status).toBe(429);
    expect(last!.json).toEqual({ error: 'TooManyRequests' });
    // Not a minute's wait: the day's.
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(60);
  });
});

// The public reads, each with its own budget per address: what a script reads without an account.
const PUBLIC_READS: Endpoint[] = [
  ...ENDPOINTS.filter(
    (endpoint) => endpoint.method === 'GET' && endpoint.auth !== 'user' && !endpoint.path.includes('/vote'),
  ).filter((endpoint) => endpoint.path !== '/api/projects/page-view'),
  ...ENDPOINTS.filter((endpoint) => ['/api/projects-list', '/api/sso-settings'].includes(endpoint.path)),
];

// One test per endpoint, one after the other: each spends some 300 requests of an address of its own, which a
// busy machine serves in well under a test's time, but not some 5,000 in one.
describe('every public read endpoint refuses one address past its budget, as the public API does', () => {
  it('S14 covers every public read', () => {
    expect(PUBLIC_READS.length).toBeGreaterThan(15);
  });

  it.each(PUBLIC_READS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'S14 %s',
    async (label, endpoint) => {
      // An address of its own for each endpoint; requests in small batches, as a script would send them.
      const client = new Client();
      // As the site's own pages ask, which a script can claim too: a same-site request passes every check
      // before the budget.
      const send = () =>
        endpoint.method === 'GET'
          ? client.get(`${urlOf(endpoint)}?${query(endpoint.sample)}`, {
              headers: { 'sec-fetch-site': 'same-origin' },
            })
          : client.post(urlOf(endpoint), endpoint.sample);
      let refused: Reply | undefined;
      for (let sent = 0; sent < 620 && !refused; sent += 10) {
        const replies = await Promise.all(Array.from({ length: 10 }, send));
        refused = replies.find((reply) => reply.status === 429);
      }
      expect(refused?.status, label).toBe(429);
      expect(refused?.json, label).toEqual({ error: 'TooManyRequests' });
      expect(Number(refused?.headers['retry-after']), label).toBeGreaterThan(0);
      // Another address reads on.
      const fresh = new Client();
      const reply =
        endpoint.method === 'GET'
          ? await fresh.get(`${urlOf(endpoint)}?${query(endpoint.sample)}`)
          : await fresh.post(urlOf(endpoint), endpoint.sample);
      expect(reply.status, label).not.toBe(429);
    },
  );
});
