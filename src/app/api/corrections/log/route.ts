// GET /api/corrections/log?projectId=: a project's public Corrections log (never an account or e-mail).
import { correctionLogOutput, correctionLogQuery } from '@/contracts/corrections';
import { listProjectCorrections } from '@/server/corrections/list-corrections';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(
  {
    input: correctionLogQuery,
    output: correctionLogOutput,
    rateLimit: { name: 'correction-log', points: 120, windowSeconds: 60 },
  },
  async ({ input }) => listProjectCorrections(await getDb(), input.projectId),
);
