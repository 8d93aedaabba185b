import 'server-only';
import {
  QUOTE_BUDGET_LABELS,
  QUOTE_SERVICE_LABELS,
  type QuoteRequestInput,
  type QuoteRequestResult,
} from '@/contracts/quotes';
import { SALES_EMAIL } from '@/config/site';
import type { Executor } from '../db/client';
import { quoteRequests } from '../db/schema';
import { queueMail } from '../jobs/queue-mail';
import { quoteAcknowledgementMail, quoteRequestMail } from '../integrations/mail-templates';
import { log } from '../log';

export interface CreateQuoteRequestOptions extends QuoteRequestInput {
  /** The signed-in user who asked, or null. */
  readonly userId: string | null;
}

/**
 * Stores a quote request, then queues its mail to the sales address and the acknowledgement to the requester.
 */
export async function createQuoteRequest(
  db: Executor,
  { userId, ...input }: CreateQuoteRequestOptions,
): Promise<QuoteRequestResult> {
  const email = input.email.toLowerCase();
  const [row] = await db
    .insert(quoteRequests)
    .values({
      name: input.name,
      email,
      company: input.company,
      website: input.website ?? null,
      services: input.services,
      budget: input.budget,
      message: input.message,
      userId,
    })
    .returning({ id: quoteRequests.id });
  const id = row!.id;
  // Bodies stay out of the logs: only what staff need to find the row.
  log.info({ quoteRequestId: id, services: input.services, budget: input.budget, userId }, 'quote requested');

  const services = input.services.map((service) => QUOTE_SERVICE_LABELS[service]);
  // Stored first, then both mails queued: they are sent after this answer, and tried again while the mail server
  // fails, so the requester never has to send the request twice.
  await queueMail(
    quoteRequestMail(SALES_EMAIL, {
      id,
      name: input.name,
      email,
      company: input.company,
      website: input.website ?? null,
      services,
      budget: QUOTE_BUDGET_LABELS[input.budget],
      message: input.message,
      isSignedIn: userId !== null,
    }),
    db,
  );
  await queueMail(quoteAcknowledgementMail(email, services, SALES_EMAIL), db);
  return { id, ok: true };
}
