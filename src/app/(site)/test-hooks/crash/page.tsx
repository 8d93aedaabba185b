import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { CrashButton } from '@/components/crash-button';
import { AppPage } from '@/components/app-page';

// Test-only (TEST_HOOKS=on): a page whose content throws when asked, for the error screen's end-to-end test.
export default function CrashPage() {
  if (env().TEST_HOOKS !== 'on') notFound();
  return (
    <AppPage width="narrow" title="Crash test">
      <CrashButton />
    </AppPage>
  );
}
