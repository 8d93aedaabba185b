import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { RequestProbe } from '@/components/request-probe';
import { AppPage } from '@/components/app-page';

// Test-only (TEST_HOOKS=on): sends one request through the API client, for the failure policy's end-to-end test.
export default function RequestProbePage() {
  if (env().TEST_HOOKS !== 'on') notFound();
  return (
    <AppPage width="narrow" title="Request test">
      <RequestProbe path="/api/test-hooks/gateway-timeout" />
    </AppPage>
  );
}
