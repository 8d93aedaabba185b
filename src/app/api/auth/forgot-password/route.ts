// POST /api/auth/forgot-password: queues a password reset code's mail and answers before it is sent (the same
// answer, in the same time, for an unknown e-mail).
import { forgotPasswordInput, okOutput } from '@/contracts/auth';
import { forgotPassword } from '@/server/auth/forgot-password';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const POST = route(
  {
    input: forgotPasswordInput,
    output: okOutput,
    rateLimit: { name: 'forgot-password', points: 10, windowSeconds: 3600 },
  },
  async ({ input }) => forgotPassword(await getDb(), input.email),
);
