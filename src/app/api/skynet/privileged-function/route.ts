// GET /api/skynet/privileged-function?address: the functions a privileged address may call.
import { addressQuery, privilegedFunctions } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listPrivilegedFunctions } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route({ input: addressQuery, output: privilegedFunctions }, async ({ input }) =>
  listPrivilegedFunctions(await getDb(), input.address),
);
