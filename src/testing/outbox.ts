import fs from 'node:fs';
import path from 'node:path';

interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The mails written to DATA_DIR/outbox (no SMTP_URL) for an address, oldest first. */
export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The 6-digit code of the latest mail to an address. */
export function latestCode(dataDir: string, to: string): string {
  const mail = mailsTo(dataDir, to).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
