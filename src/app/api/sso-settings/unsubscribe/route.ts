// POST /api/sso-settings/unsubscribe: the link every mail carries; stops all mails without signing in.
import { notificationSettingsOutput, unsubscribeInput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { unsubscribe } from '@/server/users/notification-settings';

export const POST = route(
  {
    input: unsubscribeInput,
    output: notificationSettingsOutput,
    rateLimit: { name: 'unsubscribe', points: 30, windowSeconds: 600 },
  },
  async ({ input }) => unsubscribe(await getDb(), input.id),
);
