// Business constants of the product specification (section 9) and of the score engine, each defined once.

/** Leaderboard page size on the home page. */
export const LEADERBOARD_PAGE_SIZE = 25;

/** Search: a keyword of at least 2 characters triggers keyword search; shorter shows the trending list. */
export const SEARCH_MIN_KEYWORD = 2;
/** Search page size: 5 in the header, 10 in the Add-projects picker. */
export const SEARCH_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE = 10;
/** Skeleton rows shown while the trending list loads. */
export const SEARCH_SKELETON_ROWS = 5;

/** Rows in each of the home page's lists (trending, alerts, recently audited, in the works). */
export const DISCOVERY_LIST_SIZE = 5;

/** Skynet: default count of the top-callers, top-events and top-function-calls lists. */
export const SKYNET_TOP_COUNT = 10;
/** Skynet: default number of privileged transactions. */
export const SKYNET_PRIVILEGED_TRANSACTIONS_LIMIT = 20;

/** Local browser storage keys of spec section 3. */
export const STORAGE_KEYS = {
  cookieConsent: 'cookieConsent',
  ignoredBannerContent: 'ignoredBannerContent',
  userType: 'userType',
  surveyLastNotificationTime: 'survey-last-notification-time',
} as const;
