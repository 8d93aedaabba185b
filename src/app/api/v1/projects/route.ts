// GET /api/v1/projects: the public API's list of projects (docs/api.md; the document is /api/v1/openapi.json).
import { PROJECTS_ENDPOINT } from '@/server/api-v1/endpoints';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet(PROJECTS_ENDPOINT);
export const OPTIONS = publicOptions;
