import { describe, expect, it, vi } from 'vitest';
import { callRoute, routeRequest, TEST_ORIGIN } from './call-route';

describe('routeRequest', () => {
  it('builds the GET a page of ours sends: our origin, a client address of its own each time, no body', () => {
    const first = routeRequest('/api/x?page=2');
    const second = routeRequest('/api/x');
    expect(first.method).toBe('GET');
    expect(first.url).toBe(`${TEST_ORIGIN}/api/x?page=2`);
    expect(first.headers.get('origin')).toBe(TEST_ORIGIN);
    expect(first.headers.get('x-forwarded-for')).toMatch(/^test-client-/);
    expect(second.headers.get('x-forwarded-for')).not.toBe(first.headers.get('x-forwarded-for'));
    expect(first.headers.get('content-type')).toBeNull();
    expect(first.body).toBeNull();
  });

  it('POSTs an object as JSON and a string as it is, with the cookie, address and headers given', async () => {
    const json = routeRequest('/api/x', {
      body: { name: 'Synthetic list', projects: ['alpha'] },
      cookie: 'a=1; b=2',
      address: '203.0.113.7',
      headers: { 'idempotency-key': 'k1' },
    });
    expect(json.method).toBe('POST');
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.json()).toEqual({ name: 'Synthetic list', projects: ['alpha'] });
    expect(json.headers.get('cookie')).toBe('a=1; b=2');
    expect(json.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(json.headers.get('idempotency-key')).toBe('k1');
    const raw = routeRequest('/api/x', { body: '{not json' });
    expect(await raw.text()).toBe('{not json');
  });

  it('leaves the origin or the client address out when told to, and lets a header override them', () => {
    const bare = routeRequest('/api/x', { origin: null, address: null });
    expect(bare.headers.get('origin')).toBeNull();
    expect(bare.headers.get('x-forwarded-for')).toBeNull();
    const crossSite = routeRequest('/api/x', {
      method: 'POST',
      address: '203.0.113.7',
      headers: { origin: 'https://elsewhere.test', 'x-forwarded-for': '198.51.100.9, 203.0.113.7' },
    });
    expect(crossSite.method).toBe('POST');
    expect(crossSite.headers.get('origin')).toBe('https://elsewhere.test');
    expect(crossSite.headers.get('x-forwarded-for')).toBe('198.51.100.9, 203.0.113.7');
  });
});

describe('callRoute', () => {
  it('hands the handler the request routeRequest builds, and answers its response', async () => {
    const handler = vi.fn(async (request: Request) =>
      Response.json({ method: request.method, body: await request.json() }),
    );
    const response = await callRoute(handler, '/api/x', { body: { n: 1 } });
    expect(handler).toHaveBeenCalledOnce();
    expect(await response.json()).toEqual({ method: 'POST', body: { n: 1 } });
  });
});
