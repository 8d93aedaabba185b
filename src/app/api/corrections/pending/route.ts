// GET /api/corrections/pending: the correction requests waiting for staff, oldest first; staff only.
import { pendingCorrectionsOutput } from '@/contracts/corrections';
import { listPendingCorrections } from '@/server/corrections/list-corrections';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'user', output: pendingCorrectionsOutput }, async ({ user }) =>
  listPendingCorrections(await getDb(), user),
);
