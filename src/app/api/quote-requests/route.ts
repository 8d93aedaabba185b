// POST /api/quote-requests: Request a Quote (built-in form); stores the request and mails it to sales.
import { quoteRequestInput, quoteRequestResult } from '@/contracts/quotes';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { createQuoteRequest } from '@/server/quotes/create-quote-request';

// Each request mails two people: a handful an hour per address is plenty for a person and keeps the form from
// being used to send mail in bulk.
export const POST = route(
  {
    auth: 'optional',
    input: quoteRequestInput,
    output: quoteRequestResult,
    rateLimit: { name: 'quote-requests', points: 5, windowSeconds: 3600 },
  },
  async ({ input, user }) => createQuoteRequest(await getDb(), { ...input, userId: user?.id ?? null }),
);
