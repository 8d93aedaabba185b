import type { Metadata } from 'next';
import { UnsubscribePanel } from '@/features/account-settings/components/unsubscribe-panel';
import { AppPage } from '@/components/app-page';
import { VisuallyHidden } from '@/components/visually-hidden';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

export default async function UnsubscribePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <AppPage width="narrow">
      <VisuallyHidden as="h1">Unsubscribe</VisuallyHidden>
      <UnsubscribePanel id={id} />
    </AppPage>
  );
}
