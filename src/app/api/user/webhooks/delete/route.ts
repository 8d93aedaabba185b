// POST /api/user/webhooks/delete: removes one of the signed-in user's webhook endpoints and its deliveries.
import { okOutput } from '@/contracts/auth';
import { deleteWebhookInput } from '@/contracts/webhooks';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { deleteWebhookEndpoint } from '@/server/webhooks/delete-webhook-endpoint';

export const POST = route(
  {
    auth: 'user',
    input: deleteWebhookInput,
    output: okOutput,
    rateLimit: { name: 'webhook-changes', points: 20, windowSeconds: 600 },
  },
  async ({ user, input }) => {
    refuseWhileImpersonating(user);
    return deleteWebhookEndpoint(await getDb(), user.id, input.id);
  },
);
