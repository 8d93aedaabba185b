// GET /api/skynet/privileged-transaction?address&limit (default 20): a privileged address's latest transactions.
import { privilegedTransactionQuery, privilegedTransactions } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listPrivilegedTransactions } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route(
  { input: privilegedTransactionQuery, output: privilegedTransactions },
  async ({ input }) => listPrivilegedTransactions(await getDb(), input.address, input.limit),
);
