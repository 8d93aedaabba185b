import type { Metadata } from 'next';
import { WatchlistsPage } from '@/features/watchlists/components/watchlists-page';
import { requireUser } from '@/server/auth/require-user';
import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './page.module.css';

export const metadata: Metadata = { title: 'Watchlists', robots: { index: false } };

export default async function MyWatchlistsPage() {
  await requireUser('/my/watchlists');
  return (
    <main id={MAIN_CONTENT_ID} className={styles.main}>
      <h1 className={styles.title}>Watchlists</h1>
      <WatchlistsPage />
    </main>
  );
}
