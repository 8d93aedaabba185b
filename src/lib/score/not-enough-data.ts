// A module of its own: client lists show it without loading the whole methodology.

/** What every list and page shows instead of a score for a project below the methodology's MIN_COVERAGE. */
export const NOT_ENOUGH_DATA = 'Not enough data';
