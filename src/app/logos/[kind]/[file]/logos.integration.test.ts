import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (kind: string, file: string) =>
  GET(new Request(`http://localhost/logos/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });

describe('GET /logos/{kind}/{file}', () => {
  it('serves the cryptocurrency-icons PNG of a ticker', async () => {
    const response = await get('coins', 'btc.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 128]);
  });

  it('generates a monogram PNG for a project without an icon', async () => {
    const response = await get('monogram', 'zentora-finance-12.png');
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 128]);
  });

  it.each([
    ['coins', '..%2F..%2Fpackage.json'],
    ['coins', 'nosuchcoin.png'],
    ['monogram', 'Bad Slug!.png'],
    ['other', 'btc.png'],
  ])('answers 404 JSON for %s/%s', async (kind, file) => {
    const response = await get(kind, file);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NotFound' });
  });
});
