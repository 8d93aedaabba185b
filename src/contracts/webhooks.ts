import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';

// Signed webhooks for the alerts of watched projects: the endpoints a user keeps in Account Settings.

/** The longest webhook URL taken: room for a path and a token, far under what any server accepts. */
export const WEBHOOK_URL_MAX = 2000;

/** POST /api/user/webhooks/create */
export const createWebhookInput = z
  .object({
    url: lineText()
      .trim()
      .min(1, 'Please enter the URL of your endpoint')
      .max(WEBHOOK_URL_MAX, `Please keep the URL under ${WEBHOOK_URL_MAX} characters`)
      .refine((value) => URL.canParse(value), 'Please enter a full URL, starting with https://'),
  })
  .strict();
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** POST /api/user/webhooks/delete */
export const deleteWebhookInput = z.object({ id: z.uuid() }).strict();

export const webhookDeliveryView = z.object({
  id: z.number().int(),
  /** What was delivered: `alert:<id>`. */
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** ISO times. */
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's last HTTP status; null when it did not answer. */
  httpStatus: z.number().int().nullable(),
  /** Why the last attempt failed: `HTTP 503`, `ECONNREFUSED`, `timed out`, `refused: refused-address`... */
  lastError: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** The latest deliveries, newest first. */
  deliveries: z.array(webhookDeliveryView),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

/** GET /api/user/webhooks */
export const webhooksOutput = z.object({ endpoints: z.array(webhookEndpointView) });
export type WebhooksOutput = z.infer<typeof webhooksOutput>;

/** The create's answer: the only time the signing secret is shown. */
export const createdWebhookOutput = z.object({ endpoint: webhookEndpointView, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookOutput>;

/** The body POSTed to an endpoint for a confirmed security alert on a watched project. */
export const webhookAlertPayload = z.object({
  id: z.string(),
  type: z.literal('watchlist.security_alert'),
  createdAt: z.string(),
  project: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  alert: z.object({
    id: z.number().int(),
    type: z.string(),
    occurredAt: z.string(),
    lossUsd: z.number().nullable(),
    detail: z.string(),
  }),
});
export type WebhookAlertPayload = z.infer<typeof webhookAlertPayload>;
