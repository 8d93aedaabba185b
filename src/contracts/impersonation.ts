import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';

// Impersonation: staff switch to a user by id to debug, and back.

/** POST /api/impersonation-tool/create. */
export const createImpersonationInput = z
  .object({ impersonatingUserId: lineText().trim().min(1).max(100) })
  .strict();
export type CreateImpersonationInput = z.infer<typeof createImpersonationInput>;

/** POST /api/impersonation-tool/delete: the staff member's id, checked against the one the server holds. */
export const deleteImpersonationInput = z.object({ adminId: lineText().trim().min(1).max(100) }).strict();
export type DeleteImpersonationInput = z.infer<typeof deleteImpersonationInput>;

export const impersonationOutput = z.object({ ok: z.literal(true) });

/** How an impersonation ends: every way out is logged. */
export const IMPERSONATION_END_REASONS = ['exit', 'sign-out', 'revoked', 'expired'] as const;
export type ImpersonationEndReason = (typeof IMPERSONATION_END_REASONS)[number];

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
      /** For an end: exit, sign-out, revoked (the user's sessions were ended) or expired. */
      reason: z.enum(IMPERSONATION_END_REASONS).nullable(),
      at: z.string(),
    }),
  ),
});
export type ImpersonationLogOutput = z.infer<typeof impersonationLogOutput>;
