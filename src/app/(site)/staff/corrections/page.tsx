import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaffCorrections } from '@/features/corrections/components/staff-corrections';
import styles from '@/features/corrections/components/corrections.module.css';
import { requireUser } from '@/server/auth/require-user';
import { isStaff } from '@/server/auth/require-staff';
import { listPendingCorrections } from '@/server/corrections/list-corrections';
import { getDb } from '@/server/db/db';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Correction requests', robots: { index: false } };
export const dynamic = 'force-dynamic';

// Staff only (the impersonation tool's rule): anyone else is told there is no such page.
export default async function StaffCorrectionsPage() {
  const user = await requireUser('/staff/corrections');
  if (!(await isStaff(user))) notFound();
  const { data } = await listPendingCorrections(await getDb(), user);
  return (
    <main id={MAIN_CONTENT_ID} className={styles.page}>
      <h1>Correction requests</h1>
      <StaffCorrections pending={data} />
    </main>
  );
}
