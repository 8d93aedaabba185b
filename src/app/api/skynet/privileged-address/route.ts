// GET /api/skynet/privileged-address?address: the privileged addresses of the project behind an address.
import { addressQuery, privilegedAddresses } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listPrivilegedAddresses } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route({ input: addressQuery, output: privilegedAddresses }, async ({ input }) =>
  listPrivilegedAddresses(await getDb(), input.address),
);
