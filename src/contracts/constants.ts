// Plain values of the contracts, without zod: the scripts of the pages' first load import them from here, and the
// contracts re-export them beside their schemas.

/** The user-type survey's answers. */
export const USER_TYPES = ['Retail Investor', 'Institutional Partner', 'Project Owner'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The page view sent after each route change. */
export const PAGE_VIEW_EVENT = 'page_view';
