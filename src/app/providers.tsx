'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { SESSION_POLL_SECONDS } from '@/config/constants';

/**
 * Client-side state shared by the features: the TanStack Query cache, the session (refreshed on tab
 * visibility and focus, on other tabs' sign-out, and every SESSION_POLL_SECONDS).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The API client already retries what the spec says to retry (504); nothing else is retried.
          queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
        },
      }),
  );
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={SESSION_POLL_SECONDS}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </SessionProvider>
  );
}
