import QRCode from 'qrcode';
import { SITE_NAME, WECHAT_URL } from '@/config/site';

// Drawn once at build time and served as a file: the footer of every page shows it on hover, so it is fetched
// then rather than carried in each page's markup.
export const dynamic = 'force-static';

/** The WeChat account's QR code as an SVG picture, with its title for assistive technology. */
export async function GET(): Promise<Response> {
  const svg = await QRCode.toString(WECHAT_URL, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
  const titled = svg.replace(/^<svg([^>]*)>/, `<svg$1><title>WeChat QR code for ${SITE_NAME}</title>`);
  return new Response(titled, { headers: { 'content-type': 'image/svg+xml' } });
}
