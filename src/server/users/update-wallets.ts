import 'server-only';
import { eq } from 'drizzle-orm';
import type { Wallet } from '@/contracts/user';
import type { Db } from '../db/client';
import { userWallets } from '../db/schema';
import { AppError } from '../errors/app-error';
import { getWallets } from './get-wallets';

/** Replaces the user's wallets with the given list in one transaction: never half-written. */
export async function updateWallets(db: Db, userId: string, wallets: readonly Wallet[]) {
  const seen = new Set<string>();
  for (const item of wallets) {
    // EVM addresses are case-insensitive; the others are case-sensitive.
    const key = `${item.chain}:${item.chain === 'evm' ? item.address.toLowerCase() : item.address}`;
    if (seen.has(key)) throw new AppError('DuplicateWallet');
    seen.add(key);
  }
  await db.transaction(async (tx) => {
    await tx.delete(userWallets).where(eq(userWallets.userId, userId));
    if (wallets.length > 0) {
      await tx.insert(userWallets).values(wallets.map((item, position) => ({ userId, ...item, position })));
    }
  });
  return getWallets(db, userId);
}
