// GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public API, generated from its zod contracts.
import { z } from 'zod';
import { openApiDocument } from '@/server/api-v1/openapi';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet({
  query: z.object({}).strict(),
  answer: z.record(z.string(), z.unknown()),
  build: () => openApiDocument(),
});
export const OPTIONS = publicOptions;
