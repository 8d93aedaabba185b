// POST /api/sso-settings/update: saves the signed-in user's notification choices.
import { notificationSettingsOutput, updateSsoSettingsInput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { updateNotificationSettings } from '@/server/users/notification-settings';

export const POST = route(
  { auth: 'user', input: updateSsoSettingsInput, output: notificationSettingsOutput },
  async ({ user, input }) => {
    refuseWhileImpersonating(user);
    const { id: _id, ...choice } = input;
    return updateNotificationSettings(await getDb(), user.id, choice);
  },
);
