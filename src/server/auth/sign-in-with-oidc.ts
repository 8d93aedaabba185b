import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcAccounts, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { log } from '../log';
import { createUser } from './create-user';
import { findUserByEmail, findUserById, type UserRow } from './find-user';

export interface OidcIdentity {
  readonly provider: string;
  readonly subject: string;
  readonly email: string;
  readonly isEmailVerified: boolean;
  readonly image: string | null;
}

/**
 * The user behind an identity of the OIDC provider: the linked one; else the verified account of the same
 * e-mail, which gets linked; else a new verified account. An unverified e-mail never links to an account.
 *
 * An account of that e-mail that was never verified is not the provider's user's: anyone could have signed up
 * with the address and a password of their own. It is replaced, in the same transaction, by a new account
 * with no password, so that neither the stranger's password nor anything the stranger set up survives.
 */
export async function signInWithOidc(db: Db, identity: OidcIdentity): Promise<UserRow> {
  const [link] = await db
    .select({ userId: oidcAccounts.userId })
    .from(oidcAccounts)
    .where(and(eq(oidcAccounts.provider, identity.provider), eq(oidcAccounts.subject, identity.subject)));
  if (link) {
    const user = await findUserById(db, link.userId);
    if (user) return user;
  }
  if (!identity.isEmailVerified) throw new AppError('AccessDenied', 'the provider did not verify the e-mail');
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, identity.email);
    if (user && !user.emailVerifiedAt) {
      await tx.delete(users).where(eq(users.id, user.id));
      log.info(
        { userId: user.id, provider: identity.provider },
        'unverified account replaced by a proven identity',
      );
      user = undefined;
    }
    if (user) {
      log.info({ userId: user.id, provider: identity.provider }, 'identity linked to an existing account');
    } else {
      user = await createUser(tx, {
        email: identity.email,
        passwordHash: null,
        emailVerifiedAt: new Date(),
        image: identity.image,
      });
      log.info({ userId: user.id, provider: identity.provider }, 'user created from an identity provider');
    }
    await tx
      .insert(oidcAccounts)
      .values({ provider: identity.provider, subject: identity.subject, userId: user!.id })
      .onConflictDoNothing();
    return user!;
  });
}
