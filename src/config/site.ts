// The brand, the internal routes of the footer (spec section 2) and the company's social accounts.

export const SITE_NAME = 'Rampart';
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

export const RESOURCE_LINKS: readonly SiteLink[] = [
  { label: 'Resources', href: '/resources' },
  { label: 'Blog', href: '/resources/blog' },
];

export const COMPANY_LINKS: readonly SiteLink[] = [
  { label: 'About', href: '/company/about' },
  { label: 'Careers', href: '/company/careers' },
  { label: 'Disclaimer', href: '/company/disclaimer' },
  { label: 'Terms and Conditions', href: '/company/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/company/privacy-policy' },
  { label: 'Cookie Policy', href: '/company/cookie-policy' },
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

/** Where the WeChat QR code of the footer points. */
export const WECHAT_URL = 'https://u.wechat.com/rampart_sec';
