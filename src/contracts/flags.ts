import '@/lib/zod-config';
import { z } from 'zod';

// Feature flags: rules in GrowthBook's features JSON format, evaluated per user by username and email on the
// server; the browser gets only the asker's values.

import { FLAG_NAMES, type FlagName } from '@/lib/flag-names';

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

/** GET /api/flags: each flag the product reads, on or off for the asker, `{ "portfolio": false, ... }`. */
export const flagValues = z.strictObject(
  Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodBoolean>,
);
export type FlagValues = z.infer<typeof flagValues>;
