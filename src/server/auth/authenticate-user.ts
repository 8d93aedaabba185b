import 'server-only';
import type { Executor } from '../db/client';
import { AppError } from '../errors/app-error';
import { findUserByEmail, type UserRow } from './find-user';
import { loginLockSeconds, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { verifyPassword } from './password';

export interface AuthenticateUserOptions {
  readonly email: string;
  readonly password: string;
  /** The client address, for the per-address failure count. */
  readonly address: string;
}

/**
 * The credentials check behind log-in. An unknown e-mail and a wrong password fail alike and in about the same
 * time (NotAuthorizedException); a locked account or address is refused before the password is even checked
 * (TooManyRequestsException); a right password on an unverified account gives UserNotConfirmedException.
 */
export async function authenticateUser(db: Executor, options: AuthenticateUserOptions): Promise<UserRow> {
  const keys = { account: options.email.trim().toLowerCase(), address: options.address };
  const wait = await loginLockSeconds(keys);
  if (wait > 0) throw new AppError('TooManyRequestsException', `log-in locked for ${wait} s`);
  const user = await findUserByEmail(db, options.email.trim());
  const isRight = await verifyPassword(user?.passwordHash, options.password);
  if (!user || !isRight) {
    await recordLoginFailure(keys);
    throw new AppError('NotAuthorizedException');
  }
  if (!user.emailVerifiedAt) throw new AppError('UserNotConfirmedException');
  await recordLoginSuccess(keys);
  return user;
}
