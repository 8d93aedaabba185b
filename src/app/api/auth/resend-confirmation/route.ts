// POST /api/auth/resend-confirmation: queues a new verification code's mail (at most once a minute per account)
// and answers before it is sent, the same for any address.
import { okOutput, resendConfirmationInput } from '@/contracts/auth';
import { resendConfirmation } from '@/server/auth/resend-confirmation';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const POST = route(
  {
    input: resendConfirmationInput,
    output: okOutput,
    rateLimit: { name: 'resend-confirmation', points: 20, windowSeconds: 3600 },
  },
  async ({ input }) => resendConfirmation(await getDb(), input.email),
);
