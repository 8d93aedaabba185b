// GET /api/v1/incidents: confirmed security incidents (the public API, docs/api.md).
import { INCIDENTS_ENDPOINT } from '@/server/api-v1/endpoints';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet(INCIDENTS_ENDPOINT);
export const OPTIONS = publicOptions;
