import 'server-only';
import { desc } from 'drizzle-orm';
import {
  IMPERSONATION_END_REASONS,
  type ImpersonationEndReason,
  type ImpersonationLogOutput,
} from '@/contracts/impersonation';
import type { SessionUser } from '@/contracts/auth';
import type { Executor } from '../db/client';
import { impersonationLog } from '../db/schema';
import { AppError } from '../errors/app-error';
import { isFlagOnFor } from '../integrations/flags';

const LOG_PAGE_SIZE = 100;

const endReasonOf = (value: string | null): ImpersonationEndReason | null =>
  IMPERSONATION_END_REASONS.find((reason) => reason === value) ?? null;

/** The latest impersonation starts and ends, for staff only (the flag is on, and not while impersonating). */
export async function listImpersonationLog(
  db: Executor,
  viewer: SessionUser,
): Promise<ImpersonationLogOutput> {
  if (viewer.adminId) throw new AppError('ImpersonationForbidden');
  if (!(await isFlagOnFor('impersonationTool', viewer))) throw new AppError('ImpersonationToolDisabled');
  const rows = await db
    .select()
    .from(impersonationLog)
    .orderBy(desc(impersonationLog.createdAt), desc(impersonationLog.id))
    .limit(LOG_PAGE_SIZE);
  return {
    data: rows.map((row) => ({
      action: row.action,
      adminId: row.adminId,
      adminEmail: row.adminEmail,
      userId: row.userId,
      userEmail: row.userEmail,
      address: row.address,
      reason: endReasonOf(row.reason),
      at: row.createdAt.toISOString(),
    })),
  };
}
