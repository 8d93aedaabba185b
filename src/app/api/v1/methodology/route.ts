// GET /api/v1/methodology: the Security Score methodology (the public API, docs/api.md).
import { METHODOLOGY_ENDPOINT } from '@/server/api-v1/endpoints';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet(METHODOLOGY_ENDPOINT);
export const OPTIONS = publicOptions;
