import 'server-only';

/** A typed failure: a stable code the client maps to words, the HTTP status, and a message for the logs only. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    internalMessage?: string,
  ) {
    super(internalMessage ?? code);
    this.name = 'AppError';
  }
}

export const badRequest = (code = 'BadRequest', message?: string) => new AppError(code, 400, message);
export const notFound = (code = 'NotFound') => new AppError(code, 404);
export const forbidden = (code = 'Forbidden') => new AppError(code, 403);

/** Staff acting as a user may look, but not change the user's credentials, identity or wallets. */
export function refuseWhileImpersonating(user: { adminId?: string }): void {
  if (user.adminId) throw forbidden('ImpersonationForbidden');
}
