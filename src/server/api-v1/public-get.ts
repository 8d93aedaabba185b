import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { LIVE_CACHE_CONTROL } from '@/config/shared-cache';
import { getDb } from '../db/db';
import { AppError } from '../errors/app-error';
import { conditionalAnswer } from '../http/conditional-get';
import type { RateLimitRule } from '../http/rate-limit';
import { route } from '../http/route';
import type { ApiV1Endpoint } from './endpoints';

/** Requests per client and minute, over all endpoints of the public API. */
export const API_V1_RATE_LIMIT: RateLimitRule = { name: 'api-v1', points: 60, windowSeconds: 60 };
/** How long a browser or proxy may keep an answer before it revalidates with its ETag. */
export const API_V1_MAX_AGE_SECONDS = 60;

const EXPOSED_HEADERS = 'ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

function setCors(headers: Headers): void {
  headers.set('access-control-allow-origin', '*');
  headers.set('access-control-expose-headers', EXPOSED_HEADERS);
}

/** A successful answer, cacheable, with an ETag of its body; 304 without a body when the client has it. */
async function cacheable(request: NextRequest, response: NextResponse): Promise<Response> {
  const headers = new Headers(response.headers);
  // Browsers keep it a minute; a shared cache in front, as long as it keeps the pages.
  headers.set('cache-control', `max-age=${API_V1_MAX_AGE_SECONDS}, ${LIVE_CACHE_CONTROL}`);
  return conditionalAnswer(request, { body: await response.text(), headers, status: response.status });
}

type Segment = { params: Promise<Record<string, string | string[]>> };

/**
 * The GET handler of a public endpoint: its query and path parameters checked by the endpoint's contracts (400
 * JSON when they do not fit), the client's rate limit with `RateLimit-*` headers (429 with Retry-After past it),
 * the answer shaped by its schema, open to every origin, and cacheable with an ETag.
 */
export function publicGet<TQuery extends z.ZodType, TParams extends z.ZodType>(
  endpoint: Pick<ApiV1Endpoint<TQuery, TParams>, 'query' | 'params' | 'answer' | 'build'>,
) {
  const handler = async (request: NextRequest, segment?: Segment): Promise<Response> => {
    const rawParams = (await segment?.params) ?? {};
    const wrapped = route(
      {
        input: endpoint.query,
        output: endpoint.answer,
        rateLimit: API_V1_RATE_LIMIT,
        rateLimitHeaders: true,
      },
      async ({ input }) => {
        const params = (endpoint.params ?? z.object({})).safeParse(rawParams);
        // An id that no project can have names no project.
        if (!params.success) throw new AppError('NotFound');
        return endpoint.build(await getDb(), input as z.infer<TQuery>, params.data as z.infer<TParams>);
      },
    );
    const response = await wrapped(request);
    if (response.status === 200) {
      const answer = await cacheable(request, response);
      setCors(answer.headers);
      return answer;
    }
    setCors(response.headers);
    return response;
  };
  return handler;
}

/** The answer to a CORS preflight: GET from any origin, with the conditional request header. */
export function publicOptions(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'If-None-Match',
      'access-control-max-age': '86400',
      'cache-control': `public, max-age=86400`,
    },
  });
}
