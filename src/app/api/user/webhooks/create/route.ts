// POST /api/user/webhooks/create: adds an HTTPS endpoint (3 at most) and answers its signing secret, once.
import { env } from '@/config/env';
import { createdWebhookOutput, createWebhookInput } from '@/contracts/webhooks';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { createWebhookEndpoint } from '@/server/webhooks/create-webhook-endpoint';

// Each add resolves a name chosen by the user: a few a minute is plenty and keeps the resolver from being abused.
export const POST = route(
  {
    auth: 'user',
    input: createWebhookInput,
    output: createdWebhookOutput,
    rateLimit: { name: 'webhook-changes', points: 20, windowSeconds: 600 },
  },
  async ({ user, input }) => {
    refuseWhileImpersonating(user);
    return createWebhookEndpoint(await getDb(), {
      userId: user.id,
      url: input.url,
      allowLoopback: env().OUTBOUND_ALLOW_LOOPBACK === 'on',
    });
  },
);
