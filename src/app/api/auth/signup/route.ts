// POST /api/auth/signup: creates an unverified account and mails its 6-digit verification code.
import { okOutput, signUpInput } from '@/contracts/auth';
import { signUpUser } from '@/server/auth/sign-up-user';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const POST = route(
  { input: signUpInput, output: okOutput, rateLimit: { name: 'sign-ups', points: 30, windowSeconds: 3600 } },
  async ({ input }) => signUpUser(await getDb(), input),
);
