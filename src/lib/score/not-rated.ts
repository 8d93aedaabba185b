// A module of its own: client lists show it without loading the whole methodology.

/** What every list, page and badge shows instead of a score for a project that is not rated. */
export const NOT_RATED = 'Not rated';

/** Why a project is not rated, in words: the reasons of NOT_RATED_REASONS (methodology.ts). */
export const NOT_RATED_REASON_TEXT = {
  no_security_record:
    'Rampart holds no audit, incident or bug bounty for this project, and rates a project only on security evidence.',
  coverage_below_floor:
    'Rampart holds security evidence for this project, but it covers too little of what the methodology weighs for a rating.',
} as const;
