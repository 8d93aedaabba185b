// GET /api/user/wallets: the signed-in user's wallet addresses.
import { walletsOutput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { getWallets } from '@/server/users/get-wallets';

export const GET = route({ auth: 'user', output: walletsOutput }, async ({ user }) =>
  getWallets(await getDb(), user.id),
);
