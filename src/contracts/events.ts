import '@/lib/zod-config';
import { z } from 'zod';
import { lineText, multiLineText } from './text';

/** Properties of one event: a flat JSON object of at most 4 KB. */
export const MAX_EVENT_PROPERTIES_BYTES = 4096;

/** POST /api/user/events (eventName, properties). */
export const eventInput = z
  .object({
    eventName: z.string().regex(/^[a-z][a-z0-9_.:-]{0,63}$/i, 'letters, digits, _ . : - ; 64 at most'),
    properties: z
      .record(lineText().max(64), z.union([multiLineText().max(2000), z.number(), z.boolean(), z.null()]))
      .default({})
      // Bytes of the UTF-8 JSON, not characters: 4 KB of emoji would otherwise be 16 KB stored.
      .refine(
        (value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_EVENT_PROPERTIES_BYTES,
        'at most 4 KB',
      ),
  })
  .strict();
export type EventInput = z.infer<typeof eventInput>;

export const eventOutput = z.object({ ok: z.literal(true) });

export { PAGE_VIEW_EVENT } from './constants';
