// GET /api/check?address&chain: who controls a contract, read from its chain, in plain words with the evidence.
import { contractCheckAnswer, contractCheckQuery } from '@/contracts/chain';
import { checkContract, CONTRACT_CHECK_RATE_LIMIT } from '@/server/chain/check-contract';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(
  {
    input: contractCheckQuery,
    output: contractCheckAnswer,
    rateLimit: CONTRACT_CHECK_RATE_LIMIT,
    rateLimitHeaders: true,
  },
  async ({ input }) => checkContract(await getDb(), input),
);
