import type { Metadata } from 'next';
import { UnsubscribePanel } from '@/features/account-settings/components/unsubscribe-panel';
import { MAIN_CONTENT_ID } from '@/config/site';
import { VisuallyHidden } from '@/components/visually-hidden';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

export default async function UnsubscribePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px 64px' }}>
      <VisuallyHidden as="h1">Unsubscribe</VisuallyHidden>
      <UnsubscribePanel id={id} />
    </main>
  );
}
