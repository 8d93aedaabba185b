import '@/lib/zod-config';
import { z } from 'zod';
import { SIGNAL_KEYS } from '@/lib/score/methodology';

/** One measurement of one signal, as importers and monitors record it. */
export const signalMeasurement = z.object({
  key: z.enum(SIGNAL_KEYS),
  value: z.number().finite().nullable(),
  measuredAt: z.coerce.date(),
  // An absolute http(s) URL, or a path on this site (the project page's own panels).
  evidenceUrl: z
    .string()
    .max(2000)
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
      message: 'must be an http(s) URL or a path on this site',
    })
    .nullable(),
  source: z.string().min(1).max(100),
});
export type SignalMeasurement = z.infer<typeof signalMeasurement>;

export const recordSignalsInput = z.object({
  projectId: z.string().min(1).max(200),
  measurements: z.array(signalMeasurement).min(1).max(100),
});
export type RecordSignalsInput = z.infer<typeof recordSignalsInput>;
