import 'server-only';
import type { SessionUser } from '@/contracts/auth';
import { AppError } from '../errors/app-error';
import { isFlagOnFor } from '../integrations/flags';

/**
 * Staff are the users the impersonationTool flag is on for, acting as themselves (the rule of the
 * impersonation tool): a staff member impersonating a user has that user's rights only. 403 otherwise.
 */
export async function isStaff(viewer: SessionUser | null): Promise<boolean> {
  if (!viewer || viewer.adminId) return false;
  return isFlagOnFor('impersonationTool', viewer);
}

export async function assertStaff(viewer: SessionUser): Promise<void> {
  if (!(await isStaff(viewer))) throw new AppError('Forbidden', 'staff only');
}
