// GET /api/test-hooks/gateway-timeout: test-only (TEST_HOOKS=on), always answers 504, so that the end-to-end
// suite can watch the API client retry it 3 times and report it. A 404 when the hooks are off.
import { env } from '@/config/env';
import { errorResponse } from '@/server/http/error-response';

export function GET() {
  if (env().TEST_HOOKS !== 'on') return errorResponse('NotFound');
  return errorResponse('GatewayTimeout');
}
