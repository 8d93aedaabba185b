import Link from 'next/link';
import { FOOTER_COLUMNS, SITE_NAME, SITE_TAGLINE, SOCIAL_ACCOUNTS, WECHAT_URL } from '@/config/site';
import { encodeQr, qrSvgPath } from '@/lib/qr';
import { SocialIcon } from './social-icon';
import { WechatQrTooltip } from './wechat-qr-tooltip';

// Encoded once when the module loads: static pages carry the finished SVG, and nothing is fetched or drawn in
// the browser.
const WECHAT_QR = encodeQr(WECHAT_URL);
const QUIET_ZONE = 4;
const QR_EXTENT = WECHAT_QR.size + 2 * QUIET_ZONE;

function WechatQr() {
  return (
    <figure className="wechat-qr">
      <svg
        role="img"
        aria-label={`WeChat QR code for ${SITE_NAME}`}
        viewBox={`0 0 ${QR_EXTENT} ${QR_EXTENT}`}
        shapeRendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={QR_EXTENT} height={QR_EXTENT} fill="#ffffff" />
        <path d={qrSvgPath(WECHAT_QR, QUIET_ZONE)} fill="#000000" />
      </svg>
      <figcaption>Scan with WeChat to follow {SITE_NAME}</figcaption>
    </figure>
  );
}

/** The site footer of spec section 2: internal links, social accounts, the WeChat QR code and the copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link href="/" className="site-footer__brand-name">
            {SITE_NAME}
          </Link>
          <p>{SITE_TAGLINE}</p>
          <p>
            © {year} {SITE_NAME}
          </p>
          <ul className="site-footer__social" aria-label={`${SITE_NAME} on social media`}>
            {SOCIAL_ACCOUNTS.map((account) => (
              <li key={account.href}>
                <a
                  className="site-footer__social-link"
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
              <WechatQrTooltip label={`${SITE_NAME} on WeChat`} qr={<WechatQr />} />
            </li>
          </ul>
        </div>
        <nav className="site-footer__columns" aria-label="Footer">
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
      <div className="site-footer__bottom">
        <p>
          © {year} {SITE_NAME}. All rights reserved.
        </p>
        <p>Security Scores summarise public evidence. They are not investment advice.</p>
      </div>
    </footer>
  );
}
