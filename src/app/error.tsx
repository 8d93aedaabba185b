'use client';

import { ServerError } from '@/components/server-error';

// A crashed page is replaced by the error screen; its content is not shown.
export default function ErrorPage() {
  return <ServerError />;
}
