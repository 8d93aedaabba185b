// GET /api/user/webhooks: the signed-in user's webhook endpoints with their latest deliveries (never a secret).
import { webhooksOutput } from '@/contracts/webhooks';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listWebhookEndpoints } from '@/server/webhooks/list-webhook-endpoints';

export const GET = route({ auth: 'user', output: webhooksOutput }, async ({ user }) =>
  listWebhookEndpoints(await getDb(), user.id),
);
