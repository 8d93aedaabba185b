import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Drops the cached page of a project whose public content changed (its claims, score or corrections log), so that
 * the next visit renders it afresh instead of at the end of its period.
 */
export function refreshProjectPage(projectId: string): void {
  try {
    revalidatePath(`/projects/${projectId}`);
  } catch {
    // Outside Next's request scope (route tests) there is no page cache to clear.
  }
}
