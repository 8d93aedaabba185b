import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/config/env';
import { authSecret } from '../auth/auth-secret';
import { AppError } from '../errors/app-error';
import { log } from '../log';

export interface MailMessage {
  /** What the mail is, for the logs: subjects and bodies may carry codes, which never reach the logs. */
  readonly kind:
    | 'verification'
    | 'password-reset'
    | 'welcome'
    | 'notification'
    | 'quote-request'
    | 'quote-acknowledgement'
    | 'correction-decision';
  readonly to: string;
  /** Where replies go instead of MAIL_FROM (sales answer the requester of a quote directly). */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The unsubscribe page of the mails that the notification settings govern (List-Unsubscribe header). */
  readonly unsubscribeUrl?: string;
}

/**
 * Who a mail went to, as the log names them: a keyed hash of the address (the same address, the same key, so
 * that the mails of one person can be followed), never the address itself.
 */
export const recipientKey = (address: string): string =>
  createHmac('sha256', authSecret())
    .update(`mail-recipient:${address.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 16);

// One attempt at a mail gives up after this long, within the mail job's 60 s: a server that answers a byte at a
// time would otherwise hold a job past the moment another worker may try it again.
const SEND_DEADLINE_MS = 45_000;

const globalForMail = globalThis as unknown as { rampartMailer?: Transporter | null };

function transporter(): Transporter | null {
  if (globalForMail.rampartMailer !== undefined) return globalForMail.rampartMailer;
  const url = env().SMTP_URL;
  // Time-outs keep a dead mail server from holding a sign-up request for minutes. They are transport options,
  // beside the URL (the second argument of createTransport would be defaults for every message).
  globalForMail.rampartMailer = url
    ? nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  return globalForMail.rampartMailer;
}

async function writeToOutbox(message: MailMessage): Promise<void> {
  const dir = path.join(env().DATA_DIR, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml.json`);
  await fs.writeFile(file, JSON.stringify({ from: env().MAIL_FROM, ...message }, null, 2), { mode: 0o600 });
  log.info({ recipient: recipientKey(message.to), kind: message.kind, file }, 'mail written to the outbox');
}

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the mail server took too long')), SEND_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Sends a mail through SMTP_URL, or writes it to DATA_DIR/outbox without one. A failed send is an
 * `EmailDeliveryFailed` error, never a silent loss. Only the mail jobs call it (src/server/jobs/queue-mail.ts):
 * requests queue their mails and answer before they are sent. `messageId` names the job, so that the same mail
 * sent again after a worker died mid-send carries the same Message-ID.
 */
export async function sendMail(message: MailMessage, options: { messageId?: string } = {}): Promise<void> {
  const mailer = transporter();
  try {
    if (!mailer) return await writeToOutbox(message);
    await withinDeadline(
      mailer.sendMail({
        ...(options.messageId ? { messageId: options.messageId } : {}),
        from: env().MAIL_FROM,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.unsubscribeUrl
          ? { list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } } }
          : {}),
      }),
    );
    log.info({ recipient: recipientKey(message.to), kind: message.kind }, 'mail sent');
  } catch (error) {
    log.error({ err: error, recipient: recipientKey(message.to), kind: message.kind }, 'mail failed');
    throw new AppError('EmailDeliveryFailed', 'the mail could not be sent');
  }
}
