import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (kind: string, file: string, query = '', accept = '') =>
  GET(new Request(`http://localhost/logos/${kind}/${file}${query}`, { headers: { accept } }), {
    params: Promise.resolve({ kind, file }),
  });

const metadataOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

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

  it('auto=format answers WebP or AVIF to a browser that takes them, PNG to one that does not', async () => {
    const webp = await get('coins', 'btc.png', '?auto=format&fit=max&w=64', 'image/webp,image/*,*/*;q=0.8');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect((await metadataOf(webp)).format).toBe('webp');
    const avif = await get('coins', 'btc.png', '?auto=format&w=64', 'image/avif,image/webp,*/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await metadataOf(avif)).format).toBe('heif');
    const png = await get('coins', 'btc.png', '?auto=format&w=64', 'image/png,*/*');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await metadataOf(png)).format).toBe('png');
  });

  it('w with fit=max fits the width, keeping the proportions, and never enlarges', async () => {
    const small = await metadataOf(await get('coins', 'eth.png', '?fit=max&w=48'));
    expect([small.width, small.height]).toEqual([48, 48]);
    const large = await metadataOf(await get('monogram', 'acme-swap.png', '?fit=max&w=512'));
    expect([large.width, large.height]).toEqual([128, 128]);
  });

  it('q sets the quality: a lower one gives a smaller file', async () => {
    const size = async (q: number) =>
      (await (await get('coins', 'btc.png', `?auto=format&fit=max&w=128&q=${q}`, 'image/webp')).arrayBuffer())
        .byteLength;
    expect(await size(20)).toBeLessThan(await size(90));
  });

  it.each(['?w=0', '?w=5000', '?w=abc', '?q=101', '?fit=crop', '?auto=compress', '?h=64'])(
    'answers 400 JSON to the parameters %s',
    async (query) => {
      const response = await get('coins', 'btc.png', query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'InvalidImageParameters' });
    },
  );
});
