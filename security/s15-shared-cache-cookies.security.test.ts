// S15: an answer that a shared cache (a CDN, deploy/nginx.conf) may keep never sets a cookie, or the cache would
// hand one visitor's cookie to every visitor. The visitor cookie comes only from an answer no cache keeps.
import { describe, expect, it } from 'vitest';
import { Client, type Reply } from './support/client';
import { ENDPOINTS, query, urlOf } from './support/endpoints';
import { signedInUser } from './support/users';

const header = (reply: Reply, name: string): string => {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** Whether a shared cache may store the answer (RFC 9111): public or s-maxage, and neither private nor no-store. */
function isSharedCacheable(reply: Reply): boolean {
  const directives = header(reply, 'cache-control').toLowerCase();
  if (/\b(private|no-store)\b/.test(directives)) return false;
  return /\bpublic\b|\bs-maxage=/.test(directives) || /\bmax-age=[1-9]/.test(directives);
}

// The public pages, with and without a query, and the public answers that are not endpoints of the wrapper.
const PUBLIC_PATHS = [
  '/',
  '/?sort=score&order=asc',
  '/?page=2',
  '/?chain=Ethereum',
  '/projects/ethereum',
  '/projects/no-such-project',
  '/security-alerts',
  '/compare?ids=ethereum,bitcoin',
  '/developers',
  '/company/about',
  '/products/skynet',
  '/resources/blog',
  '/badge/ethereum.svg',
  '/projects/ethereum/feed.xml',
  '/api/v1/projects',
  '/api/v1/projects/ethereum',
  '/sitemap.xml',
];

describe('S15 no cookie on an answer a shared cache may keep', () => {
  it('S15 the home page and project pages are shared-cacheable, and no public answer a cache may keep sets a cookie', async () => {
    const user = await signedInUser();
    const gets = ENDPOINTS.filter((endpoint) => endpoint.method === 'GET').map((endpoint) =>
      Object.keys(endpoint.sample).length ? `${urlOf(endpoint)}?${query(endpoint.sample)}` : urlOf(endpoint),
    );
    for (const client of [new Client(), user.client]) {
      for (const path of [...PUBLIC_PATHS, ...gets]) {
        // Without a same-site header: a GET that changes state (a vote) is refused and changes nothing.
        const reply = await client.get(path);
        if (!isSharedCacheable(reply)) continue;
        expect(reply.headers['set-cookie'], `${path}: ${header(reply, 'cache-control')}`).toBeUndefined();
        // Nothing personal in it either.
        expect(reply.text, path).not.toContain(user.email);
      }
    }
    // The pages most visitors see are the ones a cache must be able to keep.
    for (const path of ['/', '/projects/ethereum']) {
      const reply = await new Client().get(path);
      expect(reply.status, path).toBe(200);
      expect(header(reply, 'cache-control'), path).toMatch(
        /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(header(reply, 'vary').toLowerCase(), path).not.toContain('cookie');
      expect(reply.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('S15 the visitor cookie comes from GET /api/visitor, an answer no cache keeps, and only same-site', async () => {
    const visitor = new Client();
    const issued = await visitor.get('/api/visitor', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(issued.status).toBe(204);
    expect(header(issued, 'cache-control')).toMatch(/private/);
    expect(header(issued, 'cache-control')).toMatch(/no-store/);
    const line = visitor.setCookieLines.find((cookie) => cookie.startsWith('rampart_vid='));
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*Secure/i);
    // Held already: nothing new.
    const again = await visitor.get('/api/visitor', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(again.headers['set-cookie']).toBeUndefined();
    // Another site cannot mint one through a link or an image.
    const crossSite = await new Client().get('/api/visitor', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });
});
