// POST /api/user/events: one analytics event (page views, tour steps), of the signed-in user or of a visitor who
// accepted cookies (the client sends nothing before consent).
import { eventInput } from '@/contracts/events';
import { recordEvent } from '@/server/analytics/record-event';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { visitorOf } from '@/server/http/visitor';

export const POST = route(
  { auth: 'optional', input: eventInput, rateLimit: { name: 'events', points: 120, windowSeconds: 60 } },
  async ({ user, input, request }) => {
    return recordEvent(await getDb(), {
      userId: user?.id ?? null,
      visitorId: visitorOf(request),
      event: input,
    });
  },
);
