import '@/lib/zod-config';
import { z } from 'zod';

// Feature flags: rules in GrowthBook's features JSON format, evaluated per user by
// username and email, with the same rules in the browser and on the server.

export { FLAG_NAMES, type FlagName, type FlagSubject } from '@/lib/flag-names';

const featureRule = z.looseObject({
  id: z.string().optional(),
  condition: z.record(z.string(), z.unknown()).optional(),
  force: z.unknown().optional(),
});

const featureDefinition = z.looseObject({
  defaultValue: z.unknown().optional(),
  rules: z.array(featureRule).optional(),
});

/** The flags file and GET /api/flags: GrowthBook's payload, `{ "features": { name: definition } }`. */
export const flagsPayload = z.looseObject({
  features: z.record(z.string(), featureDefinition),
});
export type FlagsPayload = z.infer<typeof flagsPayload>;
