// Apart from the evaluation (./feature-flags.ts), so that naming a flag does not load GrowthBook.

/** The flags the product reads. */
export const FLAG_NAMES = ['portfolio', 'impersonationTool'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

/** Who a flag is evaluated for: GrowthBook's attributes. */
export interface FlagSubject {
  readonly id?: string;
  readonly username: string;
  readonly email: string;
}
