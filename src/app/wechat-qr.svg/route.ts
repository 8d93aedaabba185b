import { SITE_NAME, WECHAT_URL } from '@/config/site';
import { encodeQr, qrSvgPath } from '@/lib/qr';

// Drawn once at build time and served as a file: the footer of every page shows it on hover, so it is fetched
// then rather than carried in each page's markup.
export const dynamic = 'force-static';

const QUIET_ZONE = 4;

/** The WeChat account's QR code as an SVG picture. */
export function GET(): Response {
  const qr = encodeQr(WECHAT_URL);
  const extent = qr.size + 2 * QUIET_ZONE;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">`,
    `<title>WeChat QR code for ${SITE_NAME}</title>`,
    `<rect width="${extent}" height="${extent}" fill="#ffffff"/>`,
    `<path d="${qrSvgPath(qr, QUIET_ZONE)}" fill="#000000"/>`,
    '</svg>',
  ].join('');
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
}
