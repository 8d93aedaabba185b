import 'server-only';
import { escapeHtml } from '@/lib/escape-html';
import { SITE_NAME } from '@/config/site';
import type { MailMessage } from './mail';

function layout(title: string, paragraphs: readonly string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:0 0 16px">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${codeBlock}${body}<p style="color:#64748b;font-size:12px">${SITE_NAME}</p></body></html>`;
}

/** The verification code, and the page where it can be entered once the sign-up window is closed. */
export function verificationMail(to: string, code: string, verifyUrl: string): MailMessage {
  const lines = [
    `Your ${SITE_NAME} verification code is ${code}.`,
    'Enter it in the Verify your email window to finish creating your account. The code is valid for 24 hours.',
    `Closed the window? Enter the code here instead: ${verifyUrl}`,
    'If you did not sign up, ignore this mail: no account will be activated.',
  ];
  return {
    kind: 'verification',
    to,
    subject: `${SITE_NAME} verification code: ${code}`,
    text: lines.join('\n\n'),
    html: layout('Verify your email', lines.slice(1), code),
  };
}

export function resetCodeMail(to: string, code: string): MailMessage {
  const lines = [
    `Your ${SITE_NAME} password reset code is ${code}.`,
    'Enter it in the Check your email window with your new password. The code is valid for 1 hour.',
    'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
  ];
  return {
    kind: 'password-reset',
    to,
    subject: `${SITE_NAME} password reset code: ${code}`,
    text: lines.join('\n\n'),
    html: layout('Reset your password', lines.slice(1), code),
  };
}

export function welcomeMail(to: string, siteUrl: string, unsubscribeUrl: string): MailMessage {
  const lines = [
    `Welcome to ${SITE_NAME}. Your email has been verified.`,
    `Keep watchlists of the projects you care about, and we will tell you when one of them has a security alert or loses score points: ${siteUrl}/my/watchlists`,
    `You can choose which mails you get in Account Settings, or stop them all: ${unsubscribeUrl}`,
  ];
  return {
    kind: 'welcome',
    to,
    subject: `Welcome to ${SITE_NAME}`,
    text: lines.join('\n\n'),
    html: layout(`Welcome to ${SITE_NAME}`, lines),
    unsubscribeUrl,
  };
}

/** What the sales mail needs of a stored quote request. */
export interface QuoteRequestMailFields {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly website: string | null;
  readonly services: readonly string[];
  readonly budget: string;
  readonly message: string;
  readonly isSignedIn: boolean;
}

// A header must stay on one line whatever the visitor typed.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The quote request for the sales team; replies go straight to the requester. */
export function quoteRequestMail(to: string, request: QuoteRequestMailFields): MailMessage {
  const rows: [string, string][] = [
    ['Name', request.name],
    ['Email', request.email],
    ['Company', request.company],
    ['Project website', request.website ?? '(none given)'],
    ['Services', request.services.join(', ')],
    ['Budget', request.budget],
    ['Signed in', request.isSignedIn ? 'yes' : 'no'],
  ];
  const text = [
    `Quote request #${request.id}`,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Message:\n${request.message}`,
  ].join('\n\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left;color:#64748b">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:640px;margin:0 auto;padding:24px"><h1 style="font-size:20px">Quote request #${request.id}</h1><table style="border-collapse:collapse;margin:0 0 16px">${table}</table><p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(request.message)}</p><p style="color:#64748b;font-size:12px">${SITE_NAME}</p></body></html>`;
  return {
    kind: 'quote-request',
    to,
    replyTo: request.email,
    subject: oneLine(`Quote request #${request.id}: ${request.company} (${request.services.join(', ')})`),
    text,
    html,
  };
}

/**
 * The requester's acknowledgement. It repeats nothing the visitor typed, so the form cannot be used to send
 * someone else's words from our address to any mailbox.
 */
export function quoteAcknowledgementMail(
  to: string,
  services: readonly string[],
  salesEmail: string,
): MailMessage {
  const lines = [
    `Thank you for your interest in ${SITE_NAME}. We received your quote request for: ${services.join(', ')}.`,
    'Our team will get back to you within one business day. To add anything, reply to this mail.',
    'If you did not ask for a quote, ignore this mail: we will not contact you again about it.',
  ];
  return {
    kind: 'quote-acknowledgement',
    to,
    replyTo: salesEmail,
    subject: `${SITE_NAME}: we received your quote request`,
    text: lines.join('\n\n'),
    html: layout('We received your quote request', lines),
  };
}

/** What the mail of a confirmed alert on a watched project says: facts of our own records, never a reporter's words. */
export interface WatchedAlertMailFields {
  readonly projectId: string;
  readonly projectName: string;
  /** The mark's detail: the alert's type, date and loss. */
  readonly detail: string;
}

/** A confirmed security alert on a project of the user's watchlists. */
export function watchedAlertMail(
  to: string,
  alert: WatchedAlertMailFields,
  siteUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const lines = [
    `A security alert on ${alert.projectName}, a project on your watchlist, has been confirmed: ${alert.detail}.`,
    `See the project's security score and alerts: ${siteUrl}/projects/${encodeURIComponent(alert.projectId)}`,
    `Your watchlists: ${siteUrl}/my/watchlists`,
    `You get this mail because security alert mails are on in Account Settings. Stop all mails: ${unsubscribeUrl}`,
  ];
  return {
    kind: 'notification',
    to,
    subject: oneLine(`${SITE_NAME}: security alert on ${alert.projectName}`),
    text: lines.join('\n\n'),
    html: layout(`Security alert on ${alert.projectName}`, lines),
    unsubscribeUrl,
  };
}

/** One score drop of a watched project: "from 82.5 to 76 on 2026-11-20". */
export interface WatchedScoreDropFields {
  readonly projectId: string;
  readonly projectName: string;
  readonly detail: string;
}

/** The day's score drops of projects on the user's watchlists, in one mail. */
export function watchedScoreDropMail(
  to: string,
  drops: readonly WatchedScoreDropFields[],
  siteUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const first = drops[0]?.projectName ?? 'a watched project';
  const subject =
    drops.length === 1
      ? `${SITE_NAME}: the security score of ${first} dropped`
      : `${SITE_NAME}: the security scores of ${drops.length} watched projects dropped`;
  const lines = [
    drops.length === 1
      ? 'The security score of a project on your watchlist dropped:'
      : 'The security scores of projects on your watchlists dropped:',
    ...drops.map(
      (drop) =>
        `${drop.projectName}: ${drop.detail}. ${siteUrl}/projects/${encodeURIComponent(drop.projectId)}`,
    ),
    `Your watchlists: ${siteUrl}/my/watchlists`,
    `You get this mail because score change mails are on in Account Settings. Stop all mails: ${unsubscribeUrl}`,
  ];
  return {
    kind: 'notification',
    to,
    subject: oneLine(subject),
    text: lines.join('\n\n'),
    html: layout(drops.length === 1 ? `Score drop: ${first}` : 'Score drops on your watchlists', lines),
    unsubscribeUrl,
  };
}

/** A webhook endpoint that failed one delivery for 24 hours has been disabled. */
export function webhookDisabledMail(to: string, endpointUrl: string, siteUrl: string): MailMessage {
  const lines = [
    `Your webhook ${endpointUrl} did not accept an alert for 24 hours, so we have disabled it and stopped sending to it.`,
    `The e-mails about your watched projects continue. To receive webhooks again, remove the endpoint and add it anew in Account Settings: ${siteUrl}/my/settings`,
  ];
  return {
    kind: 'notification',
    to,
    subject: `${SITE_NAME}: your webhook was disabled`,
    text: lines.join('\n\n'),
    html: layout('Your webhook was disabled', lines),
  };
}

/** A staff decision on a correction request, for its requester: the public log says the same. */
export interface CorrectionDecisionMailFields {
  readonly projectId: string;
  readonly projectName: string;
  readonly claimSummary: string;
  readonly isAccepted: boolean;
  /** The public reason of a rejection. */
  readonly reason: string | null;
}

export function correctionDecisionMail(
  to: string,
  decision: CorrectionDecisionMailFields,
  siteUrl: string,
): MailMessage {
  const lines = [
    decision.isAccepted
      ? `Your correction request about ${decision.projectName} was accepted: the claim "${decision.claimSummary}" is withdrawn and the Security Score recomputed.`
      : `Your correction request about ${decision.projectName} was rejected: the claim "${decision.claimSummary}" stays.`,
    ...(decision.reason ? [`Reason: ${decision.reason}`] : []),
    `The project's public Corrections log: ${siteUrl}/projects/${encodeURIComponent(decision.projectId)}#corrections`,
  ];
  const title = `Correction request ${decision.isAccepted ? 'accepted' : 'rejected'}`;
  return {
    kind: 'correction-decision',
    to,
    subject: oneLine(`${SITE_NAME}: ${title} (${decision.projectName})`),
    text: lines.join('\n\n'),
    html: layout(title, lines),
  };
}
