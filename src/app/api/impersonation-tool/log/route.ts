// GET /api/impersonation-tool/log: who impersonated whom, when and from where; staff with the flag only.
import { impersonationLogOutput } from '@/contracts/impersonation';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listImpersonationLog } from '@/server/impersonation/list-impersonation-log';

export const GET = route({ auth: 'user', output: impersonationLogOutput }, async ({ user }) =>
  listImpersonationLog(await getDb(), user),
);
