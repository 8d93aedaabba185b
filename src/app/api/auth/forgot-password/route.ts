// POST /api/auth/forgot-password: mails a password reset code (the same answer for an unknown e-mail).
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
