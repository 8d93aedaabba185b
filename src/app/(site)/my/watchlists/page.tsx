import type { Metadata } from 'next';
import { WatchlistsPage } from '@/features/watchlists/components/watchlists-page';
import { requireUser } from '@/server/auth/require-user';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Watchlists', robots: { index: false } };

export default async function MyWatchlistsPage() {
  await requireUser('/my/watchlists');
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 64px' }}>
      <h1 style={{ fontSize: 28 }}>Watchlists</h1>
      <WatchlistsPage />
    </main>
  );
}
