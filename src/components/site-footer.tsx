'use client';

import Link from 'next/link';
import { FOOTER_COLUMNS, SITE_NAME, SITE_TAGLINE, SOCIAL_ACCOUNTS } from '@/config/site';
import { SocialIcon } from './social-icon';
import { WechatQrTooltip } from './wechat-qr-tooltip';
import styles from './site-footer.module.css';

// The QR code's picture (src/app/wechat-qr.svg): 148 CSS pixels square.
const QR_SIZE = 148;

function WechatQr() {
  return (
    <figure className={styles.wechatQr}>
      {/* eslint-disable-next-line @next/next/no-img-element -- our own small SVG, which the image optimiser does not take */}
      <img
        src="/wechat-qr.svg"
        alt={`WeChat QR code for ${SITE_NAME}`}
        width={QR_SIZE}
        height={QR_SIZE}
        loading="lazy"
        decoding="async"
      />
      <figcaption>Scan with WeChat to follow {SITE_NAME}</figcaption>
    </figure>
  );
}

/**
 * The site footer: internal links, social accounts, the WeChat QR code and the copyright.
 * A client component although it holds no state: the same on every page, it then comes to the browser once in
 * the cached script rather than again in each page's data.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.brandName}>
            {SITE_NAME}
          </Link>
          <p>{SITE_TAGLINE}</p>
          {/* A page cached over New Year may carry last year's number: the browser's is not worth a warning. */}
          <p suppressHydrationWarning>
            © {year} {SITE_NAME}
          </p>
          <ul className={styles.social} aria-label={`${SITE_NAME} on social media`}>
            {SOCIAL_ACCOUNTS.map((account) => (
              <li key={account.href}>
                <a
                  className={styles.socialLink}
                  href={account.href}
                  aria-label={account.label}
                  title={account.label}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={account.network} />
                </a>
              </li>
            ))}
            <li>
              <WechatQrTooltip
                label={`${SITE_NAME} on WeChat`}
                buttonClassName={styles.socialLink}
                qr={<WechatQr />}
              />
            </li>
          </ul>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p suppressHydrationWarning>
          © {year} {SITE_NAME}. All rights reserved.
        </p>
        <p>Security Scores summarise public evidence. They are not investment advice.</p>
      </div>
    </footer>
  );
}
