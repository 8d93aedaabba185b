import '@/lib/zod-config';
import { z } from 'zod';

// Impersonation (spec sections 2, 4, 5, 6 and 7): staff switch to a user by id to debug, and back.

/** Spec section 5 and 8: the id names no user. */
export const USER_DOES_NOT_EXIST = "User doesn't exist.";

/** POST /api/impersonation-tool/create. */
export const createImpersonationInput = z
  .object({ impersonatingUserId: z.string().trim().min(1).max(100) })
  .strict();
export type CreateImpersonationInput = z.infer<typeof createImpersonationInput>;

/** POST /api/impersonation-tool/delete: the staff member's id, checked against the one the server holds. */
export const deleteImpersonationInput = z.object({ adminId: z.string().trim().min(1).max(100) }).strict();
export type DeleteImpersonationInput = z.infer<typeof deleteImpersonationInput>;

export const impersonationOutput = z.object({ ok: z.literal(true) });

/** Error codes of the two endpoints. */
export const IMPERSONATION_ERRORS = {
  userNotFound: 'UserNotFound',
  flagOff: 'ImpersonationToolDisabled',
  staffTarget: 'StaffCannotBeImpersonated',
  alreadyImpersonating: 'ImpersonationForbidden',
  notImpersonating: 'NotImpersonating',
  wrongAdmin: 'AdminMismatch',
} as const;

/** GET /api/impersonation-tool/log: the latest starts and ends, newest first. */
export const impersonationLogOutput = z.object({
  data: z.array(
    z.object({
      action: z.enum(['start', 'end']),
      adminId: z.string().nullable(),
      adminEmail: z.string(),
      userId: z.string().nullable(),
      userEmail: z.string(),
      address: z.string(),
      at: z.string(),
    }),
  ),
});
export type ImpersonationLogOutput = z.infer<typeof impersonationLogOutput>;
