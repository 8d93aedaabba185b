// POST /api/auth/verify-email: confirms an account with its mailed code.
import { okOutput, verifyEmailInput } from '@/contracts/auth';
import { verifyEmail } from '@/server/auth/verify-email';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { siteOrigin } from '@/server/http/site-origin';

export const POST = route(
  {
    input: verifyEmailInput,
    output: okOutput,
    rateLimit: { name: 'verify-email', points: 30, windowSeconds: 600 },
  },
  async ({ input, request }) => verifyEmail(await getDb(), { ...input, origin: siteOrigin(request) }),
);
