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
import { AppError } from '../http/app-error';
import { sendMail } from '../integrations/mail';
import { quoteAcknowledgementMail, quoteRequestMail } from '../integrations/mail-templates';
import { log } from '../log';

export interface CreateQuoteRequestOptions extends QuoteRequestInput {
  /** The signed-in user who asked, or null. */
  readonly userId: string | null;
}

/**
 * Stores a quote request, mails it to the sales address, then acknowledges it to the requester.
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
  // Stored first, mailed after (no transaction: PGlite has one connection, which an SMTP wait must not hold):
  // if the sales mail fails the row stays for staff and the requester sees 502 EmailDeliveryFailed.
  await sendMail(
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
  );
  try {
    await sendMail(quoteAcknowledgementMail(email, services, SALES_EMAIL));
  } catch (error) {
    // Sales have the request: a lost acknowledgement (already logged by sendMail) must not make the requester
    // send it again.
    if (!(error instanceof AppError)) throw error;
  }
  return { id, ok: true };
}
