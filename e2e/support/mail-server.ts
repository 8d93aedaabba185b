// The end-to-end suite's mail server: a real SMTP server (smtp-server) that keeps what it receives, and a small
// HTTP API on another port through which the tests read the mails, as a user would read their inbox.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly raw: string;
  readonly receivedAt: number;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT);
// A mail to an address of this domain is accepted only after this long, as a slow mail server would: a request
// that waited for its mail would take as long.
const SLOW_DOMAIN = '@slow.mail.test';
const SLOW_ACCEPT_MS = 3_000;
const apiPort = Number(process.env.E2E_MAIL_API_PORT);
const mails: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = raw.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? '';
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const accept = () => {
        mails.push({ to, subject, raw, receivedAt: Date.now() });
        callback();
      };
      if (to.some((address) => address.endsWith(SLOW_DOMAIN))) setTimeout(accept, SLOW_ACCEPT_MS);
      else accept();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return response.end('ok');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = mails.filter((mail) => !to || mail.to.includes(to));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(found));
  })
  .listen(apiPort, '127.0.0.1');
