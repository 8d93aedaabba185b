import {
  quoteRequestInput,
  quoteRequestResult,
  type QuoteRequestInput,
  type QuoteRequestResult,
} from '@/contracts/quotes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/quote-requests: sends the built-in form; the values are parsed by the contract first. */
export function createQuoteRequest(values: QuoteRequestInput): Promise<QuoteRequestResult> {
  return apiRequest('/api/quote-requests', {
    method: 'POST',
    body: quoteRequestInput.parse(values),
    schema: quoteRequestResult,
  });
}
