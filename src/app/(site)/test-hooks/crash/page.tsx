import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { CrashButton } from '@/components/crash-button';
import { MAIN_CONTENT_ID } from '@/config/site';

// Test-only (TEST_HOOKS=on): a page whose content throws when asked, for the error screen's end-to-end test.
export default function CrashPage() {
  if (env().TEST_HOOKS !== 'on') notFound();
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 640, margin: '0 auto', padding: '48px 16px' }}>
      <h1>Crash test</h1>
      <CrashButton />
    </main>
  );
}
