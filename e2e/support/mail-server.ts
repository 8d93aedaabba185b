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
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        subject,
        raw,
        receivedAt: Date.now(),
      });
      callback();
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
