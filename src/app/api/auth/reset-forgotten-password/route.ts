// POST /api/auth/reset-forgotten-password: sets a new password with the mailed code; every session ends.
import { okOutput, resetPasswordInput } from '@/contracts/auth';
import { resetForgottenPassword } from '@/server/auth/reset-forgotten-password';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const POST = route(
  {
    input: resetPasswordInput,
    output: okOutput,
    rateLimit: { name: 'reset-password', points: 20, windowSeconds: 3600 },
  },
  async ({ input }) => resetForgottenPassword(await getDb(), input),
);
