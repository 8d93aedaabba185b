import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/config/env';
import { AppError } from '../http/app-error';
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
  log.info({ to: message.to, kind: message.kind, file }, 'mail written to the outbox');
}

/**
 * Sends a mail through SMTP_URL, or writes it to DATA_DIR/outbox without one. A failed send is an
 * `EmailDeliveryFailed` error for the caller to show, never a silent loss.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const mailer = transporter();
  try {
    if (!mailer) return await writeToOutbox(message);
    await mailer.sendMail({
      from: env().MAIL_FROM,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.unsubscribeUrl
        ? { list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } } }
        : {}),
    });
    log.info({ to: message.to, kind: message.kind }, 'mail sent');
  } catch (error) {
    log.error(
      { err: error instanceof Error ? error.message : String(error), to: message.to, kind: message.kind },
      'mail failed',
    );
    throw new AppError('EmailDeliveryFailed', 'the mail could not be sent');
  }
}
