// GET /api/v1/projects/{id}/history: a project's daily scores (the public API, docs/api.md).
import { HISTORY_ENDPOINT } from '@/server/api-v1/endpoints';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet(HISTORY_ENDPOINT);
export const OPTIONS = publicOptions;
