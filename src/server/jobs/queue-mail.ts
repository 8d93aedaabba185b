import 'server-only';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { sendMail, type MailMessage } from '../integrations/mail';
import { queueJob } from './job-queue';
import { JOB_QUEUES } from './queues';

/**
 * Queues a mail: it is stored before this returns and sent by a job runner after the request has answered,
 * tried again with growing pauses while the mail server fails. On `db` (a transaction) when given, else on the
 * app's database. Every mail of the site goes this way, so that no
 * answer waits for a mail server or, by how long it takes, tells whether a mail was sent.
 */
export async function queueMail(message: MailMessage, db?: Executor): Promise<void> {
  await queueJob(JOB_QUEUES.sendMail, { message }, { db });
}

const mailJobData = z.object({
  message: z.object({
    kind: z.enum([
      'verification',
      'password-reset',
      'welcome',
      'notification',
      'quote-request',
      'quote-acknowledgement',
      'correction-decision',
    ]),
    to: z.string(),
    replyTo: z.string().optional(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    unsubscribeUrl: z.string().optional(),
  }),
});

/** The mail job: sends the queued mail; a failure throws, and the queue tries again later. */
export async function runMailJob(job: { readonly id: string; readonly data: unknown }): Promise<void> {
  const { message } = mailJobData.parse(job.data);
  await sendMail(message, { messageId: `<${job.id}@rampart.mail>` });
}
