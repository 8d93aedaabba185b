// GET /api/v1/audits: security audits (the public API, docs/api.md).
import { AUDITS_ENDPOINT } from '@/server/api-v1/endpoints';
import { publicGet, publicOptions } from '@/server/api-v1/public-get';

export const dynamic = 'force-dynamic';

export const GET = publicGet(AUDITS_ENDPOINT);
export const OPTIONS = publicOptions;
