import { GrowthBook, type FeatureDefinition } from '@growthbook/growthbook';
import type { FlagName, FlagSubject } from './flag-names';

export { FLAG_NAMES, type FlagName, type FlagSubject } from './flag-names';

/** GrowthBook's payload: `{ features: { name: definition } }` (its schema is in src/contracts/flags.ts). */
export interface FlagRules {
  readonly features: Record<string, unknown>;
}

/**
 * Whether a flag is on for a user, by GrowthBook's own evaluation of the payload's rules with the user's
 * username and email as attributes. The server alone evaluates: for the actions a flag guards, and for the
 * values GET /api/flags gives the browser's menus, so the two can never disagree.
 */
export function isFlagOn(payload: FlagRules, name: FlagName, subject: FlagSubject | null): boolean {
  if (!subject) return false;
  const growthBook = new GrowthBook({
    features: payload.features as Record<string, FeatureDefinition>,
    attributes: { id: subject.id, username: subject.username, email: subject.email.toLowerCase() },
  });
  try {
    return growthBook.isOn(name);
  } finally {
    growthBook.destroy();
  }
}
