import 'server-only';
import { ERROR_STATUS, type ErrorCode } from '@/contracts/error-codes';

/**
 * A typed failure: a catalogued code the client maps to words, and a message for the logs only. The HTTP status
 * is the code's, from the one catalogue (src/contracts/error-codes.ts): no throw site picks its own.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    internalMessage?: string,
  ) {
    super(internalMessage ?? code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** Staff acting as a user may look, but not change the user's credentials, identity or wallets. */
export function refuseWhileImpersonating(user: { adminId?: string }): void {
  if (user.adminId) throw new AppError('ImpersonationForbidden');
}
