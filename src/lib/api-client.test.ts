import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorKindOf, lazyContract, retryAfterSecondsOf } from './api-client';

const schema = z.object({ ok: z.boolean() });
const reply = (status: number, body: string) => new Response(body, { status });

describe('apiRequest', () => {
  it('parses a success body with the schema', async () => {
    const fetchImpl = vi.fn(async () => reply(200, '{"ok":true}'));
    expect(await apiRequest('/api/x', { schema, fetchImpl, query: { page: 2, keyword: undefined } })).toEqual(
      { ok: true },
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/x?page=2',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('loads a schema given as a loader once the response is in, and parses with it', async () => {
    const fetchImpl = vi.fn(async () => reply(200, '{"ok":"yes"}'));
    const loader = vi.fn(async () => schema);
    const error = await apiRequest('/api/x', { schema: loader, fetchImpl }).catch((e: unknown) => e);
    expect(loader).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ kind: 'generic', body: 'unexpected response' });
  });

  it('retries a 504 three times, then raises a timeout error and reports it', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url) === '/api/errors' ? reply(200, '{}') : reply(504, 'gateway timeout'),
    );
    const error = await apiRequest('/api/x', { schema, fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 504, body: 'gateway timeout' });
    const calls = fetchImpl.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url === '/api/x')).toHaveLength(4);
    expect(calls).toContain('/api/errors');
  });

  it('sends one Idempotency-Key with a POST and all its retries, and a new one with the next POST', async () => {
    let calls = 0;
    const fetchImpl = vi.fn(async () => (++calls === 1 ? reply(504, '') : reply(200, '{"ok":true}')));
    const keyOf = (index: number) =>
      (fetchImpl.mock.calls[index] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    await apiRequest('/api/x', { method: 'POST', body: {}, schema, fetchImpl });
    await apiRequest('/api/x', { method: 'POST', body: {}, schema, fetchImpl });
    expect(keyOf(0)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)['idempotency-key']).toBe(keyOf(0)['idempotency-key']);
    expect(keyOf(2)['idempotency-key']).not.toBe(keyOf(0)['idempotency-key']);
  });

  it('succeeds when a retried 504 recovers', async () => {
    let n = 0;
    const fetchImpl = vi.fn(async () => (n++ < 2 ? reply(504, '') : reply(200, '{"ok":true}')));
    expect(await apiRequest('/api/x', { schema, fetchImpl })).toEqual({ ok: true });
  });

  it('raises a server error for 500 and reports it with the body', async () => {
    const bodies: string[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url) === '/api/errors') {
        bodies.push(String(init?.body));
        return reply(200, '{}');
      }
      return reply(500, '{"error":"InternalServerError"}');
    });
    const error = (await apiRequest('/api/x', { schema, fetchImpl }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('server');
    expect(error.code).toBe('InternalServerError');
    expect(bodies[0]).toContain('InternalServerError');
  });

  it.each([
    [404, 'not-found'],
    [400, 'client'],
    [403, 'client'],
    [302, 'generic'],
  ] as const)('maps status %d to a %s error without reporting it', async (status, kind) => {
    const fetchImpl = vi.fn(async () => reply(status, '{"error":"X"}'));
    const error = (await apiRequest('/api/x', { schema, fetchImpl }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe(kind);
    expect(error.code).toBe('X');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("carries a 429's retry-after, in seconds, and null without one", async () => {
    const limited = vi.fn(
      async () =>
        new Response('{"error":"TooManyRequests"}', { status: 429, headers: { 'retry-after': '45' } }),
    );
    const error = (await apiRequest('/api/x', { schema, fetchImpl: limited }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(45);
    const bare = vi.fn(async () => reply(429, '{"error":"TooManyRequests"}'));
    const without = (await apiRequest('/api/x', { schema, fetchImpl: bare }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(without.retryAfterSeconds).toBeNull();
  });

  it('reads retry-after as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(retryAfterSecondsOf('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf('soon', now)).toBeNull();
    expect(retryAfterSecondsOf(null, now)).toBeNull();
  });

  it('classifies statuses as the spec says', () => {
    expect([504, 500, 503, 404, 400, 429, 301].map(errorKindOf)).toEqual([
      'timeout',
      'server',
      'server',
      'not-found',
      'client',
      'client',
      'generic',
    ]);
  });
});

describe('lazyContract', () => {
  it('lazyContract loads its contract only once a response is in, and parses with the schema it picks', async () => {
    const load = vi.fn(async () => ({ replySchema: schema, otherSchema: z.string() }));
    const loader = lazyContract(load, (contract) => contract.replySchema);
    let answer: (response: Response) => void = () => {};
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const request = apiRequest('/api/x', { schema: loader, fetchImpl });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledOnce());
    expect(load).not.toHaveBeenCalled();
    answer(reply(200, '{"ok":true}'));
    expect(await request).toEqual({ ok: true });
    expect(load).toHaveBeenCalledOnce();
    const mismatch = await apiRequest('/api/x', {
      schema: loader,
      fetchImpl: async () => reply(200, '"ok"'),
    }).catch((error: unknown) => error);
    expect(mismatch).toMatchObject({ kind: 'generic', body: 'unexpected response' });
  });
});
