// A real SMTP server in the test process: it keeps the mails it receives, and can be taken down and back up.
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

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
}

export async function createMailServer(): Promise<MailServer> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let smtp: SMTPServer | null = null;
  const server: MailServer = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async start() {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
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
      return mail?.raw.match(/verification code: (\d{6})/)?.[1];
    },
  };
  await server.start();
  return server;
}
