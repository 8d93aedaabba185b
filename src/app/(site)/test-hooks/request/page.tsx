import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { RequestProbe } from '@/components/request-probe';
import { MAIN_CONTENT_ID } from '@/config/site';

// Test-only (TEST_HOOKS=on): sends one request through the API client, for the failure policy's end-to-end test.
export default function RequestProbePage() {
  if (env().TEST_HOOKS !== 'on') notFound();
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 640, margin: '0 auto', padding: '48px 16px' }}>
      <h1>Request test</h1>
      <RequestProbe path="/api/test-hooks/gateway-timeout" />
    </main>
  );
}
