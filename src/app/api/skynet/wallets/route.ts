// GET /api/skynet/wallets?address&protocol: monitored wallets by address and/or protocol.
import { walletsQuery, wallets } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listWallets } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route({ input: walletsQuery, output: wallets }, async ({ input }) =>
  listWallets(await getDb(), input),
);
