// POST /api/user/wallets/update: replaces the wallet list (EVM, Solana and Bitcoin addresses validated).
import { updateWalletsInput, walletsOutput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { updateWallets } from '@/server/users/update-wallets';

export const POST = route(
  { auth: 'user', input: updateWalletsInput, output: walletsOutput },
  async ({ user, input }) => {
    refuseWhileImpersonating(user);
    return updateWallets(await getDb(), user.id, input.wallets);
  },
);
