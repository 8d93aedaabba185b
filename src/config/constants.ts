// The product's business constants (page sizes, limits, timings) and the score engine's, each defined once.

/** Leaderboard page size on the home page. */
export const LEADERBOARD_PAGE_SIZE = 25;

/** Search: a keyword of at least 2 characters triggers keyword search; shorter shows the trending list. */
export const SEARCH_MIN_KEYWORD = 2;
/** Search page size: 5 in the header, 10 in the Add-projects picker. */
export const SEARCH_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE = 10;
/** Skeleton rows shown while the trending list loads. */
export const SEARCH_SKELETON_ROWS = 5;

/** Incidents per page of /security-alerts: the page sends one page of rows, not the whole register. */
export const SECURITY_ALERTS_PAGE_SIZE = 50;

/** Rows in each of the home page's lists (trending, alerts, recently audited, in the works). */
export const DISCOVERY_LIST_SIZE = 5;

/** Skynet: default count of the top-callers, top-events and top-function-calls lists. */
export const SKYNET_TOP_COUNT = 10;
/** Skynet: default number of privileged transactions. */
export const SKYNET_PRIVILEGED_TRANSACTIONS_LIMIT = 20;

/** Local browser storage keys. */
export const STORAGE_KEYS = {
  cookieConsent: 'cookieConsent',
  ignoredBannerContent: 'ignoredBannerContent',
  userType: 'userType',
  surveyLastNotificationTime: 'survey-last-notification-time',
} as const;

/** One day in milliseconds: the one spelling of it (a calendar day in UTC, which has no daylight saving). */
export const DAY_MS = 86_400_000;
/** Confirmation and reset codes: 6 digits. */
export const CODE_LENGTH = 6;
/** Passwords: at least 8 characters, with letters and numbers. */
export const PASSWORD_MIN_LENGTH = 8;
/** The resend button's countdown, enforced by the server too. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Verification codes live 24 hours, reset codes 1 hour; 5 wrong tries spend a code. */
export const VERIFY_CODE_TTL_MS = DAY_MS;
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * An account whose address was never verified is deleted this long after sign-up (7 days): whoever signed up
 * with an address that is not theirs cannot hold it, and its owner can sign up afresh.
 */
export const UNVERIFIED_ACCOUNT_TTL_MS = 7 * DAY_MS;
/** A staff member acts as a user for at most an hour; the session then ends and the end is logged. */
export const IMPERSONATION_MAX_MS = 60 * 60 * 1000;
/** Small screens (428 px and less) navigate to /auth/* instead of opening the modal. */
export const SMALL_SCREEN_MAX_WIDTH = 428;
/**
 * The session is also polled this often (seconds), so that a session ended elsewhere (sign out
 * of all devices, a password change) leaves the header of an idle tab within minutes.
 */
export const SESSION_POLL_SECONDS = 5 * 60;
/** The avatar's cache buster changes once a minute. */
export const AVATAR_CACHE_BUSTER_MS = 60_000;
/** Profile pictures: PNG, JPEG or WebP up to 2 MB, stored as a 256 px WebP. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** The largest JSON body an endpoint reads (1 MB): more answers 413 before it is parsed. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The largest upload body: the picture plus room for the multipart framing. */
export const MULTIPART_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

/** The mobile drawer (Ant Design Drawer): default and large widths, 0.3 s transitions. */
export const DRAWER_DEFAULT_WIDTH = 378;
export const DRAWER_LARGE_WIDTH = 736;
export const DRAWER_TRANSITION_SECONDS = 0.3;
/** The header search shows once the page is scrolled at least the banner's height minus this. */
export const HEADER_SEARCH_SCROLL_OFFSET = 70;

/** Watchlists: name length, the local placeholder, and the per-user and per-list limits. */
export const WATCHLIST_NAME_MAX = 20;
export const WATCHLIST_PLACEHOLDER_ID = 'temp';
export const WATCHLIST_PLACEHOLDER_NAME = 'My Watchlist';
export const MAX_WATCHLISTS_PER_USER = 50;
export const MAX_PROJECTS_PER_WATCHLIST = 500;
/** Webhooks: endpoints per user, and how long one delivery is retried before its endpoint is disabled. */
export const MAX_WEBHOOK_ENDPOINTS_PER_USER = 3;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Waits after the 1st, 2nd, ... failed attempt (the last one repeats): 10 s catches a receiver that restarts,
 * the rest spread the attempts over the day; the final attempt falls at the end of the 24-hour window.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000,
] as const;
/** A claimed delivery is someone else's for this long: well over the request's time-out. */
export const WEBHOOK_LEASE_MS = 60_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The receiver's answer is read no further than this: only its status matters. */
export const WEBHOOK_RESPONSE_MAX_BYTES = 4096;
/** Deliveries listed per endpoint in Account Settings. */
export const WEBHOOK_DELIVERIES_SHOWN = 5;
/** A watched project that loses this many score points in a day warns its watchers. */
export const WATCHED_SCORE_DROP_POINTS = 5;
/** /compare shows this many projects side by side, at least and at most. */
export const COMPARE_MIN_PROJECTS = 2;
export const COMPARE_MAX_PROJECTS = 4;
/** A project's feed reports a change of its score of this many points or more from one day to the next. */
export const FEED_SCORE_CHANGE_POINTS = 5;

/** Infinite scroll: the next page is requested past this share of the height, at most once per interval. */
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const INFINITE_SCROLL_THROTTLE_MS = 150;
/** The Add-projects picker's list height in pixels. */
export const PICKER_LIST_HEIGHT = 256;

/** The user-type survey shows to signed-out visitors 60 seconds after the shell renders. */
export const USER_TYPE_SURVEY_DELAY_MS = 60_000;
/** The feedback notification comes back 7 days after 'I'll do it later'. */
export const SURVEY_NOTIFICATION_INTERVAL_MS = 604_800_000;
/** Personalisation survey: the progress counts every step but the intro and the thank-you. */
export const SURVEY_UNCOUNTED_STEPS = 2;

/** Guided tour: 7 regular steps (6 signed out) and 3 closing cards, which the 'N of M' counter leaves out. */
export const TOUR_REGULAR_STEPS = 7;
export const TOUR_CLOSING_CARDS = 3;
/** The overlay sits at z-index 999 and the step's tooltip just above it, at 1000. */
export const TOUR_OVERLAY_Z_INDEX = 999;
export const TOUR_STEP_Z_INDEX = 1000;
/** Tooltip width: 290 px, or 380 px on screens wider than 480 px. */
export const TOUR_TOOLTIP_WIDTH = 290;
export const TOUR_TOOLTIP_WIDE_WIDTH = 380;
export const TOUR_WIDE_SCREEN_MIN_WIDTH = 480;
/** Space between a target and its spotlight's edge. */
export const TOUR_SPOTLIGHT_PADDING = 2;
/** Pop-ups (the tour's cards) wait this long between opening and open. */
export const POPUP_OPEN_DELAY_SECONDS = 0.4;

/**
 * Imported losses above this many USD are implausible (the largest known theft is about 1.5 billion): they are
 * flagged for staff review and kept out of totals and rankings until confirmed.
 */
export const IMPLAUSIBLE_LOSS_USD = 10_000_000_000;

/** The image optimiser's device widths, image sizes and quality; the logo service takes these. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_DEFAULT_QUALITY = 75;

// Corrections (issue 24): a reason is read by staff in one sitting, and a few links make a case.
export const CORRECTION_REASON_MAX_CHARS = 2_000;
export const CORRECTION_REASON_MIN_CHARS = 10;
export const CORRECTION_EVIDENCE_MAX_LINKS = 5;
export const CORRECTION_EVIDENCE_URL_MAX_CHARS = 500;
export const CORRECTION_DECISION_REASON_MAX_CHARS = 1_000;

// On-chain facts (src/server/chain). A supply that moves by more than this share between two readings is an alert:
// stablecoins mint and burn a few percent a day, a tenth at once is rare enough to deserve a look.
export const CHAIN_SUPPLY_CHANGE_ALERT_SHARE = 0.1;
// Contracts read at once by the monitoring: a public endpoint's rate limit allows a few calls in flight, not dozens.
export const CHAIN_MONITOR_CONCURRENCY = 4;
// Contracts of one project shown and read: a project with tokens on many chains still reads in one cycle.
export const CHAIN_CONTRACTS_PER_PROJECT = 12;
// Contract checks (/check and GET /api/check) per client address and minute: each is a few dozen RPC calls.
export const CONTRACT_CHECKS_PER_MINUTE = 10;
// Readings of /check kept per contract and block; the latest block is asked for at most this often per chain.
export const CONTRACT_CHECK_CACHE_ENTRIES = 500;
export const CONTRACT_CHECK_BLOCK_CACHE_MS = 4_000;
