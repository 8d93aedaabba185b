import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RefreshRunsTable } from '@/features/data-refresh/components/refresh-runs-table';
import styles from '@/features/data-refresh/components/refresh-runs.module.css';
import { requireUser } from '@/server/auth/require-user';
import { isStaff } from '@/server/auth/require-staff';
import { getDb } from '@/server/db/db';
import { listRefreshRuns } from '@/server/refresh/list-refresh-runs';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Source refreshes', robots: { index: false } };
export const dynamic = 'force-dynamic';

// Staff only (the impersonation tool's rule): anyone else is told there is no such page.
export default async function StaffRefreshRunsPage() {
  const user = await requireUser('/staff/refresh-runs');
  if (!(await isStaff(user))) notFound();
  const runs = await listRefreshRuns(await getDb(), user);
  return (
    <main id={MAIN_CONTENT_ID} className={styles.page}>
      <h1>Source refreshes</h1>
      <p className={styles.lead}>
        Every refresh of the public sources: what it read and changed, the records it skipped and why, and why
        a run was refused whole. Users see a source&apos;s data as of its last successful run.
      </p>
      <RefreshRunsTable runs={runs} />
    </main>
  );
}
