import 'server-only';
import type { EndpointView, ParameterView } from '@/contracts/api-v1-views';
import type { Executor } from '../db/client';
import { AppError } from '../errors/app-error';
import { API_V1_ENDPOINTS, exampleUrl, type ApiV1Endpoint } from './endpoints';
import { OPENAPI_PATH, openApiDocument } from './openapi';

/** How many items of each list an example answer shows. */
export const EXAMPLE_LIST_ITEMS = 2;

/** A value with its lists cut to their first items, and nothing deeper than `depth` levels. */
export function shortened(value: unknown, depth = 12): unknown {
  if (Array.isArray(value))
    return value.slice(0, EXAMPLE_LIST_ITEMS).map((item) => shortened(item, depth - 1));
  if (value !== null && typeof value === 'object') {
    if (depth <= 0) return '…';
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item, depth - 1)]));
  }
  return value;
}

type JsonSchema = { type?: string | string[]; enum?: unknown[]; default?: unknown; $ref?: string };
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description?: string }>;
};

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'string';
  const base = schema.enum
    ? schema.enum.join(' | ')
    : Array.isArray(schema.type)
      ? schema.type.join(' | ')
      : (schema.type ?? 'string');
  return schema.default === undefined ? base : `${base} (default ${String(schema.default)})`;
}

/** What an endpoint answers to its example request: its answer, or its error. */
async function exampleAnswerOf(db: Executor, endpoint: ApiV1Endpoint): Promise<unknown> {
  try {
    const query = endpoint.query ? endpoint.query.parse(endpoint.example.query ?? {}) : {};
    const params = endpoint.params ? endpoint.params.parse(endpoint.example.params ?? {}) : {};
    return endpoint.answer.parse(await endpoint.build(db, query, params));
  } catch (error) {
    if (error instanceof AppError) return { error: error.code };
    throw error;
  }
}

/** Every endpoint of the OpenAPI document, readable, each with the answer to its example request. */
export async function endpointViews(db: Executor): Promise<EndpointView[]> {
  const document = openApiDocument() as unknown as { paths: Record<string, { get: Operation }> };
  const byPath = new Map(API_V1_ENDPOINTS.map((endpoint) => [endpoint.path, endpoint]));
  return Promise.all(
    Object.entries(document.paths).map(async ([path, { get }]) => {
      const endpoint = byPath.get(path);
      const answer =
        path === OPENAPI_PATH
          ? shortened(openApiDocument(), 2)
          : shortened(await exampleAnswerOf(db, endpoint!));
      return {
        path,
        summary: get.summary ?? path,
        description: get.description ?? '',
        parameters: (get.parameters ?? []).map((parameter): ParameterView => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          type: typeOf(parameter.schema),
          description: parameter.description ?? '',
        })),
        exampleRequest: endpoint ? exampleUrl(endpoint) : path,
        exampleAnswer: JSON.stringify(answer, null, 2),
        statuses: Object.entries(get.responses).map(([status, response]) => ({
          status,
          description: response.description ?? '',
        })),
      };
    }),
  );
}
