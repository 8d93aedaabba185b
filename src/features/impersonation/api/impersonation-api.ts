// POST /api/impersonation-tool/create, typed by its contract.
import { impersonationOutput } from '@/contracts/impersonation';
import { apiRequest } from '@/lib/api-client';

export const startImpersonation = (impersonatingUserId: string) =>
  apiRequest('/api/impersonation-tool/create', {
    method: 'POST',
    body: { impersonatingUserId },
    schema: impersonationOutput,
  });
