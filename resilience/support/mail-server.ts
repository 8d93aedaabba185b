// A real SMTP server in the test process: it keeps the mails it receives, can be taken down and back up, and can
// hold the mails to an address unaccepted, as a mail server that hangs mid-conversation.
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** What a verification mail says, in its subject: its code. */
export const CODE_MAIL = /verification code: (\d{6})/;

export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
}

export interface MailServer {
  readonly url: string;
  readonly mails: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The 6-digit code of the latest mail to `to`. */
  latestCode(to: string): string | undefined;
  /**
   * Leaves every mail to `to` unanswered after its data until release(): the sender waits. A mail whose sender
   * has gone (its connection closed) is never accepted, and so never counts as received.
   */
  hold(to: string): { readonly isHolding: () => boolean; release(): void };
}

export async function createMailServer(): Promise<MailServer> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  const held = new Map<string, { waiting: (() => void)[]; isReleased: boolean }>();
  const closed = new Set<string>();
  let smtp: SMTPServer | null = null;
  const server: MailServer = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async start() {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onClose(session) {
          closed.add(session.id);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            const accept = () => {
              if (closed.has(session.id)) return;
              mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
              callback();
            };
            const hold = to.map((address) => held.get(address)).find((entry) => entry && !entry.isReleased);
            if (hold) hold.waiting.push(accept);
            else accept();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const running = smtp;
      smtp = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    latestCode(to) {
      const mail = mails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
      return mail?.raw.match(CODE_MAIL)?.[1];
    },
    hold(to) {
      const entry = { waiting: [] as (() => void)[], isReleased: false };
      held.set(to.toLowerCase(), entry);
      return {
        isHolding: () => entry.waiting.length > 0,
        release() {
          entry.isReleased = true;
          for (const accept of entry.waiting.splice(0)) accept();
        },
      };
    },
  };
  await server.start();
  return server;
}
