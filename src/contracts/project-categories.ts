// The categories a project is filed under: what a researcher filters the leaderboard by. A protocol and its token
// are one project, filed under what the protocol does; `Token` and `Other` are for projects nothing better is
// known of.
export const PROJECT_CATEGORIES = [
  'Lending',
  'DEX',
  'Bridge',
  'Liquid staking',
  'Restaking',
  'Stablecoin',
  'Yield',
  'CEX',
  'Wallet',
  'L1',
  'L2',
  'Token',
  'Other',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
