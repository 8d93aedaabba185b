import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WECHAT_URL } from '@/config/site';
import { GET } from './route';

describe('GET /wechat-qr.svg', () => {
  it('is a titled SVG whose QR code reads as the WeChat address', async () => {
    const response = await GET();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]*><title>WeChat QR code for Rampart<\/title>/);
    // Drawn to pixels and read back by a QR decoder, as a phone's camera would.
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(WECHAT_URL);
  });
});
