import 'server-only';
import type { EventInput } from '@/contracts/events';
import type { Executor } from '../db/client';
import { events } from '../db/schema';

export interface RecordEventOptions {
  readonly userId: string | null;
  readonly visitorId: string | null;
  readonly event: EventInput;
}

/** Stores one analytics event of a signed-in user or a consenting visitor. */
export async function recordEvent(db: Executor, options: RecordEventOptions): Promise<{ ok: true }> {
  await db.insert(events).values({
    userId: options.userId,
    visitorId: options.userId ? null : options.visitorId,
    eventName: options.event.eventName,
    properties: options.event.properties,
  });
  return { ok: true };
}
