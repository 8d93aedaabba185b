import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Wallet } from '@/contracts/user';
import type { Executor } from '../db/client';
import { userWallets } from '../db/schema';

export async function getWallets(db: Executor, userId: string): Promise<{ wallets: Wallet[] }> {
  const rows = await db
    .select({ chain: userWallets.chain, address: userWallets.address, label: userWallets.label })
    .from(userWallets)
    .where(eq(userWallets.userId, userId))
    .orderBy(asc(userWallets.position));
  return { wallets: rows };
}
