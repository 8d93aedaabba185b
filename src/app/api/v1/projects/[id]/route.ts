// GET /api/v1/projects/{id}: one project with its score explained (the public API, docs/api.md).
import { PROJECT_ENDPOINT } from '@/server/api-v1/endpoints';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet(PROJECT_ENDPOINT);
export const OPTIONS = publicOptions;
