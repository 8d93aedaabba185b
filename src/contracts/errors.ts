import '@/lib/zod-config';
import { z } from 'zod';
import { lineText, multiLineText } from './text';

/** POST /api/errors (title, description, trace default empty). */
export const errorReportInput = z
  .object({
    title: lineText().trim().min(1).max(200),
    description: multiLineText().max(5_000),
    trace: multiLineText().max(20_000).default(''),
  })
  .strict();
export type ErrorReportInput = z.infer<typeof errorReportInput>;
