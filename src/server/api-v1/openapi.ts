import 'server-only';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { apiV1Error } from '@/contracts/api-v1';
import { API_V1_ENDPOINTS, exampleUrl, type ApiV1Endpoint } from './endpoints';
import { LIVE_CACHE_CONTROL } from '@/config/shared-cache';
import { API_V1_MAX_AGE_SECONDS, API_V1_RATE_LIMIT } from './public-get';

export const OPENAPI_PATH = '/api/v1/openapi.json';

const rateLimitHeaders = {
  'RateLimit-Limit': z.string().meta({ description: 'Requests allowed per window.' }),
  'RateLimit-Remaining': z.string().meta({ description: 'Requests left in the current window.' }),
  'RateLimit-Reset': z.string().meta({ description: 'Seconds until the window starts again.' }),
};

const errorAnswer = (description: string) => ({
  description,
  headers: z.object(rateLimitHeaders),
  content: { 'application/json': { schema: apiV1Error } },
});

function operationOf(endpoint: ApiV1Endpoint): ZodOpenApiOperationObject {
  const hasParams = endpoint.path.includes('{');
  return {
    summary: endpoint.summary,
    description: endpoint.description,
    operationId: endpoint.summary.replace(/\W+(\w)/g, (_, letter: string) => letter.toUpperCase()),
    'x-example-request': exampleUrl(endpoint),
    requestParams: {
      ...(endpoint.query ? { query: endpoint.query as z.ZodObject } : {}),
      ...(hasParams && endpoint.params ? { path: endpoint.params as z.ZodObject } : {}),
    },
    responses: {
      '200': {
        description: 'The answer, with an ETag; a matching If-None-Match answers 304 without a body.',
        headers: z.object({
          ...rateLimitHeaders,
          ETag: z.string().meta({ description: 'A hash of the body.' }),
          'Cache-Control': z
            .string()
            .meta({ description: `max-age=${API_V1_MAX_AGE_SECONDS}, ${LIVE_CACHE_CONTROL}` }),
        }),
        content: { 'application/json': { schema: endpoint.answer } },
      },
      '304': { description: 'Not modified: the If-None-Match named the current ETag.' },
      '400': errorAnswer(
        'A parameter is unknown or out of range (`ValidationError`), or a cursor is not ours.',
      ),
      ...(hasParams ? { '404': errorAnswer('No such project (`NotFound`).') } : {}),
      '429': {
        ...errorAnswer('Too many requests (`TooManyRequests`): wait the seconds of Retry-After.'),
        headers: z.object({
          ...rateLimitHeaders,
          'Retry-After': z.string().meta({ description: 'Seconds to wait.' }),
        }),
      },
    },
  };
}

let document: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 document of /api/v1, generated from the endpoints' zod contracts. */
export function openApiDocument(): ReturnType<typeof createDocument> {
  if (document) return document;
  const paths: ZodOpenApiPathsObject = Object.fromEntries(
    API_V1_ENDPOINTS.map((endpoint) => [endpoint.path, { get: operationOf(endpoint) }]),
  );
  paths[OPENAPI_PATH] = {
    get: {
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of the public API.',
      operationId: 'openApiDocument',
      'x-example-request': OPENAPI_PATH,
      responses: {
        '200': {
          description: 'The OpenAPI document.',
          content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
        },
        '304': { description: 'Not modified: the If-None-Match named the current ETag.' },
        '429': errorAnswer('Too many requests (`TooManyRequests`): wait the seconds of Retry-After.'),
      },
    },
  };
  document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Rampart public API',
      version: '1.0.0',
      description:
        'Read-only access to the Security Leaderboard, project scores and their evidence, score history, ' +
        'security incidents, audits and the score methodology. No account is needed; every origin may read ' +
        `it. Each client may make ${API_V1_RATE_LIMIT.points} requests per ${API_V1_RATE_LIMIT.windowSeconds} ` +
        'seconds; every answer says where it stands in the RateLimit-* headers, and past the limit the answer is ' +
        '429 with Retry-After. Every answer carries the licence of its data and the credits of the data sets.',
    },
    servers: [{ url: '/' }],
    paths,
  });
  return document;
}
