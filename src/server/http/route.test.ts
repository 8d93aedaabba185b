import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { route } from './route';

const ORIGIN = 'http://localhost:3000';
const echo = route({ input: z.object({ name: z.string().trim().min(1).max(20) }) }, ({ input }) => ({
  hello: input.name,
}));

const post = (body: string, headers: Record<string, string> = {}) =>
  echo(
    new NextRequest(`${ORIGIN}/api/echo`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    }),
  );

describe('route wrapper', () => {
  it('parses the JSON body with the contract and answers the result as JSON', async () => {
    const response = await post(JSON.stringify({ name: '  Alice ' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: 'Alice' });
  });

  it.each([
    ['{"name":""}', 'name: Too small: expected string to have >=1 characters'],
    ['{"name":"123456789012345678901"}', 'name: Too big: expected string to have <=20 characters'],
    ['{}', 'name: Invalid input: expected string, received undefined'],
  ])('answers 400 ValidationError for %s', async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'ValidationError', message });
  });

  it('answers 400 InvalidJson for a body that is not JSON', async () => {
    const response = await post('{nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'InvalidJson' });
  });

  it.each([
    ['another origin', { origin: 'https://evil.test' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a text/plain body', { 'content-type': 'text/plain' }],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with 403 before running the handler', async (_label, headers) => {
    let ran = false;
    const handler = route({}, () => {
      ran = true;
      return {};
    });
    const response = await handler(
      new NextRequest(`${ORIGIN}/api/x`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
    expect(ran).toBe(false);
  });

  it('maps an AppError to its status and code', async () => {
    const handler = route({}, () => {
      throw new AppError('UsernameExistsException', 'duplicate e-mail');
    });
    const response = await handler(new NextRequest(`${ORIGIN}/api/x`));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'UsernameExistsException' });
  });

  it('answers an unexpected failure with a bare 500, never its message or stack', async () => {
    const handler = route({}, () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const response = await handler(new NextRequest(`${ORIGIN}/api/x`));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'InternalServerError' });
    expect(text).not.toContain('postgres');
  });

  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect time-out', new Error('timeout exceeded when trying to connect')],
    [
      'a query wrapped by the ORM',
      new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
    ],
  ])('answers %s with 503 ServiceUnavailable and Retry-After', async (_label, failure) => {
    const handler = route({}, () => {
      throw failure;
    });
    const response = await handler(new NextRequest(`${ORIGIN}/api/x`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'ServiceUnavailable' });
  });

  it.each([
    ['a cross-site GET', { 'sec-fetch-site': 'cross-site' }, 403],
    ['a GET with no origin information', {}, 403],
    ['a GET from another origin', { referer: 'https://evil.test/page' }, 403],
    ['a same-origin GET', { 'sec-fetch-site': 'same-origin' }, 200],
    ['a GET from our own page', { referer: `${ORIGIN}/projects/acme` }, 200],
  ])('with sameSite, answers %s with %i', async (_label, headers, status) => {
    let ran = false;
    const handler = route({ sameSite: true }, () => {
      ran = true;
      return {};
    });
    const response = await handler(new NextRequest(`${ORIGIN}/api/x`, { headers }));
    expect(response.status).toBe(status);
    expect(ran).toBe(status === 200);
    if (status === 403) expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
  });

  it('parses the query string of a GET with the contract', async () => {
    const handler = route(
      { input: z.object({ page: z.coerce.number().int().min(1) }) },
      ({ input }) => input,
    );
    expect(await (await handler(new NextRequest(`${ORIGIN}/api/x?page=3`))).json()).toEqual({ page: 3 });
    expect((await handler(new NextRequest(`${ORIGIN}/api/x?page=0`))).status).toBe(400);
  });
});

describe('body size', () => {
  const big = JSON.stringify({ name: 'x', pad: 'y'.repeat(1024 * 1024) });

  it('answers 413 to a JSON body over 1 MB, declared or not', async () => {
    expect((await post(big, { 'content-length': String(big.length) })).status).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await echo(
      new NextRequest(
        new Request(`${ORIGIN}/api/echo`, {
          method: 'POST',
          body: chunked,
          duplex: 'half',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
        } as RequestInit),
      ),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'PayloadTooLarge' });
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a JSON value', JSON.stringify({ name: 'bit\u0000coin' })],
    ['a JSON key', JSON.stringify({ name: 'x', ['a\u0000']: 1 })],
    ['a nested value', JSON.stringify({ name: 'x', list: [{ deep: '\u0000' }] })],
  ])('answers 400 ValidationError to NUL in %s, before the handler runs', async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'ValidationError',
      message: 'input: must not contain control characters',
    });
  });

  it('answers 400 ValidationError to NUL in a query string', async () => {
    const handler = route({ input: z.object({ keyword: z.string() }) }, ({ input }) => input);
    const response = await handler(new NextRequest(`${ORIGIN}/api/x?keyword=bit%00coin`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('ValidationError');
  });

  it.each([
    ['NUL', '22021'],
    ['an untranslatable character', '22P05'],
    ['a malformed uuid', '22P02'],
  ])('answers 400, not 500, when the database refuses %s', async (_label, sqlState) => {
    const handler = route({}, () => {
      throw new Error('Failed query: select 1\nparams: x', {
        cause: Object.assign(new Error('invalid byte sequence'), { code: sqlState }),
      });
    });
    const response = await handler(new NextRequest(`${ORIGIN}/api/x`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('ValidationError');
  });
});

describe('multipart uploads', () => {
  const upload = route({ body: 'multipart' }, async ({ request }) => {
    const form = await request.formData();
    return { size: (form.get('file') as File).size };
  });
  const multipart = (fileBytes: number) => {
    const boundary = 'boundary42';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(fileBytes, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  };
  const chunkedRequest = ({ body, type }: { body: Buffer; type: string }) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 64 * 1024)
          controller.enqueue(body.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    return new NextRequest(
      new Request(`${ORIGIN}/api/upload`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': type, origin: ORIGIN },
      } as RequestInit),
    );
  };

  it('hands a chunked upload within the limit to the handler whole', async () => {
    const response = await upload(chunkedRequest(multipart(100_000)));
    expect(await response.json()).toEqual({ size: 100_000 });
  });

  it('answers 413 to a chunked upload over the limit, counting its bytes as they stream', async () => {
    const response = await upload(chunkedRequest(multipart(3 * 1024 * 1024)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'PayloadTooLarge' });
  });
});

describe('same-origin rule', () => {
  it('accepts the origin of the host the request was sent to, and refuses a look-alike', async () => {
    const handler = route({}, () => ({ ok: true }));
    const send = (origin: string) =>
      handler(
        new NextRequest('http://127.0.0.1:4000/api/x', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json', origin, host: '127.0.0.1:4000' },
        }),
      );
    expect((await send('http://127.0.0.1:4000')).status).toBe(200);
    expect((await send('http://127.0.0.1:4000.evil.test')).status).toBe(403);
    expect((await send('null')).status).toBe(403);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client spends its budget, per client address', async () => {
    let runs = 0;
    const handler = route({ rateLimit: { name: `test-${Date.now()}`, points: 2, windowSeconds: 60 } }, () => {
      runs += 1;
      return { ok: true };
    });
    const from = (ip: string) =>
      handler(
        new NextRequest(`${ORIGIN}/api/x`, {
          headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}, ${ip}` },
        }),
      );
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.1')).status).toBe(200);
    const limited = await from('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'TooManyRequests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.2')).status).toBe(200);
    expect(runs).toBe(3);
    // Without the option, the private API's answers say nothing of the budget.
    expect(limited.headers.get('ratelimit-remaining')).toBeNull();
  });

  it('says where the client stands in RateLimit-* headers when asked, the 429 included', async () => {
    const handler = route(
      {
        rateLimit: { name: `test-headers-${Date.now()}`, points: 2, windowSeconds: 60 },
        rateLimitHeaders: true,
      },
      () => ({ ok: true }),
    );
    const call = () =>
      handler(new NextRequest(`${ORIGIN}/api/x`, { headers: { 'x-forwarded-for': '198.51.100.9' } }));
    const answers = [await call(), await call(), await call()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers.map((answer) => answer.headers.get('ratelimit-limit'))).toEqual(['2', '2', '2']);
    expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual(['1', '0', '0']);
    for (const answer of answers) {
      const reset = Number(answer.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
  });
});

describe('output schema', () => {
  it('keeps fields the output schema does not name from leaving the server', async () => {
    const handler = route({ output: z.object({ id: z.string() }) }, () => ({
      id: 'u1',
      passwordHash: 'secret',
    }));
    expect(await (await handler(new NextRequest(`${ORIGIN}/api/x`))).json()).toEqual({ id: 'u1' });
  });
});
