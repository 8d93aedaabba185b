import '@/lib/zod-config';
import { z } from 'zod';

/** POST /api/errors: spec section 7 (title, description, trace default empty). */
export const errorReportInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().max(5_000),
    trace: z.string().max(20_000).default(''),
  })
  .strict();
export type ErrorReportInput = z.infer<typeof errorReportInput>;
