// POST /api/sso-settings: the e-mail notification settings, of the signed-in user (id null) or of an
// unsubscribe link's id (no sign-in needed: the id is an unguessable token).
import { notificationSettingsOutput, ssoSettingsInput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { AppError } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { getNotificationSettings } from '@/server/users/notification-settings';

export const POST = route(
  { auth: 'optional', input: ssoSettingsInput, output: notificationSettingsOutput },
  async ({ user, input }) => {
    if (input.id) return getNotificationSettings(await getDb(), { id: input.id });
    if (!user) throw new AppError('Unauthorized');
    return getNotificationSettings(await getDb(), { userId: user.id });
  },
);
