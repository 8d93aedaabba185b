'use client';

import { useState } from 'react';
import { Button } from 'antd';
import '@/lib/zod-config';
import { z } from 'zod';
import { apiRequest, ApiError } from '@/lib/api-client';

/** Sends one request through the API client and shows how it ended: only the test-only page uses it. */
export function RequestProbe({ path }: { path: string }) {
  const [outcome, setOutcome] = useState('');
  const send = async () => {
    try {
      await apiRequest(path, { schema: z.unknown() });
      setOutcome('ok');
    } catch (error) {
      setOutcome(error instanceof ApiError ? `${error.kind} error (${error.status})` : 'failed');
    }
  };
  return (
    <>
      <Button onClick={() => void send()}>Send the request</Button>
      <p role="status">{outcome}</p>
    </>
  );
}
