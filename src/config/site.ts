// The brand, the internal routes of the footer and the company's social accounts.

export const SITE_NAME = 'Rampart';
/** The id of every page's `<main>`: the target of the 'Skip to content' link. */
export const MAIN_CONTENT_ID = 'main-content';
export const SITE_TAGLINE =
  'How safe is a blockchain project? Transparent security scores, audits and alerts.';

export interface SiteLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly SiteLink[];
}

export const PRODUCT_LINKS: readonly SiteLink[] = [
  { label: 'Security Audit', href: '/products/security-audit' },
  { label: 'Skynet', href: '/products/skynet' },
  { label: 'Skytrace', href: '/products/skytrace' },
  { label: 'Pentest', href: '/products/pentest' },
];

export const BLOG_PATH = '/resources/blog';

/** The blog article that explains the Security Score to readers; docs/score-methodology.md is the full reference. */
export const SCORE_METHODOLOGY_HREF = '/resources/methodology';
/** The methodology as data, from the public API. */
export const API_METHODOLOGY_PATH = '/api/v1/methodology';

export const RESOURCE_LINKS: readonly SiteLink[] = [
  { label: 'Resources', href: '/resources' },
  { label: 'Blog', href: BLOG_PATH },
  { label: 'Score Methodology', href: SCORE_METHODOLOGY_HREF },
  { label: 'Security Leaderboard', href: '/' },
  { label: 'Security Alerts', href: '/security-alerts' },
  { label: 'Developers', href: '/developers' },
];

export const COMPANY_LINKS: readonly SiteLink[] = [
  { label: 'About', href: '/company/about' },
  { label: 'Careers', href: '/company/careers' },
  { label: 'Disclaimer', href: '/company/disclaimer' },
  { label: 'Terms and Conditions', href: '/company/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/company/privacy-policy' },
  { label: 'Cookie Policy', href: '/company/cookie-policy' },
  { label: 'Data Sources', href: '/company/data-sources' },
];

/** The public pages (account and sign-in pages excluded), for the sitemap. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  ...PRODUCT_LINKS.map((link) => link.href),
  '/resources',
  BLOG_PATH,
  '/security-alerts',
  '/developers',
  ...COMPANY_LINKS.map((link) => link.href),
];

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  { title: 'Products', links: PRODUCT_LINKS },
  { title: 'Resources', links: RESOURCE_LINKS },
  { title: 'Company', links: COMPANY_LINKS },
];

export type SocialNetwork = 'twitter' | 'telegram' | 'youtube' | 'medium' | 'linkedin';

export interface SocialAccount {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
}

// Two Twitter accounts (company and research), the alerts account, Telegram, YouTube, Medium and LinkedIn.
export const SOCIAL_ACCOUNTS: readonly SocialAccount[] = [
  { network: 'twitter', label: 'Rampart on X', href: 'https://x.com/rampart_sec' },
  { network: 'twitter', label: 'Rampart Research on X', href: 'https://x.com/rampart_research' },
  { network: 'twitter', label: 'Rampart Alerts on X', href: 'https://x.com/rampart_alerts' },
  { network: 'telegram', label: 'Rampart on Telegram', href: 'https://t.me/rampart_sec' },
  { network: 'youtube', label: 'Rampart on YouTube', href: 'https://www.youtube.com/@rampart_sec' },
  { network: 'medium', label: 'Rampart on Medium', href: 'https://medium.com/@rampart_sec' },
  { network: 'linkedin', label: 'Rampart on LinkedIn', href: 'https://www.linkedin.com/company/rampart-sec' },
];

/** The company's mailboxes, as the company and legal pages name them. */
export const CONTACT_EMAILS = {
  general: 'hello@rampart.security',
  security: 'security@rampart.security',
  privacy: 'privacy@rampart.security',
  legal: 'legal@rampart.security',
  careers: 'careers@rampart.security',
  sales: 'sales@rampart.security',
} as const;

/** Where the built-in Request a Quote form's submissions are mailed. */
export const SALES_EMAIL = CONTACT_EMAILS.sales;

// The marketing platform's (HubSpot's) forms embed script, loaded in the browser only when HUBSPOT_PORTAL_ID and
// HUBSPOT_FORM_ID are set: the one outside host the quote form needs. Nothing fetches it at build time.
export const HUBSPOT_FORMS_SCRIPT_URL = 'https://js.hsforms.net/forms/embed/v2.js';

/** Where the WeChat QR code of the footer points. */
export const WECHAT_URL = 'https://u.wechat.com/rampart_sec';
