import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user of an e-mail address, case aside. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
