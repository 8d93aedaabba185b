import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { COMPARE_MAX_PROJECTS } from '@/config/constants';
import { CompareAddSearch } from './compare-add-search';
import { CompareTable } from '@/features/compare/components/compare-table';
import { getDb } from '@/server/db/db';
import { compareIdsOf, compareProjects } from '@/server/projects/compare-projects';
import styles from './compare.module.css';

export const metadata: Metadata = {
  title: 'Compare projects',
  description:
    'Security Scores, category scores, coverage, incidents, audits and badges of projects, side by side.',
};

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /compare?ids=a,b,c: 2 to 4 projects side by side, with a search to add one more. */
export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const { ids } = await searchParams;
  // The leaderboard's form without scripts sends `?ids=a&ids=b`: the shareable address lists them in one.
  if (Array.isArray(ids)) redirect(`/compare?ids=${compareIdsOf(ids).map(encodeURIComponent).join(',')}`);
  const outcome = await compareProjects(await getDb(), compareIdsOf(ids));
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Compare projects</h1>
      {outcome.ok ? (
        <CompareTable projects={outcome.projects} />
      ) : (
        <p role="alert" className={styles.message}>
          {outcome.message}
        </p>
      )}
      {outcome.ids.length < COMPARE_MAX_PROJECTS && (
        <div className={styles.add}>
          <CompareAddSearch ids={outcome.ids} />
        </div>
      )}
      <p className={styles.back}>
        <Link href="/">Back to the leaderboard</Link>
      </p>
    </main>
  );
}
