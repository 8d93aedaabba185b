import '@/lib/zod-config';
import { z } from 'zod';

/** The header's announcement banner. */
export const announcement = z.object({
  content: z.string(),
  link: z.string().nullable(),
  linkText: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcement>;
