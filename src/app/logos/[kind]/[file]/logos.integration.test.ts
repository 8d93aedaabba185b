import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { OUTSIDE_REQUEST_HEADER, outsideRequestMark } from '@/server/logos/image-limits';
import { uniqueClientAddress } from '@/testing/client-address';
import { GET } from './route';

await vi.hoisted(async () => {
  // The server secret the proxy's mark is keyed with lives in the data folder.
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const CLIENT = uniqueClientAddress();
const get = (kind: string, file: string, query = '', accept = '', client = CLIENT) =>
  GET(
    new Request(`http://localhost/logos/${kind}/${file}${query}`, {
      // A request from outside passed the proxy, which marked it; only the image optimiser's own fetch does not.
      headers: { accept, 'x-forwarded-for': client, [OUTSIDE_REQUEST_HEADER]: outsideRequestMark() },
    }),
    { params: Promise.resolve({ kind, file }) },
  );

const metadataOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('GET /logos/{kind}/{file}', () => {
  it.each([
    ['tokens', 'UNI.png'],
    ['tokens', '1INCH.png'],
    ['networks', 'ethereum.png'],
    ['wallets', 'metamask.png'],
    ['exchanges', 'bybit.png'],
  ])('draws the @web3icons/core icon %s/%s as a 128 px PNG', async (kind, file) => {
    const response = await get(kind, file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await metadataOf(response);
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 128, 128, true]);
  });

  it("draws the icon's own colours, not a monogram", async () => {
    // Uniswap's pink, #FF0A6F, is the most common opaque colour of its icon.
    const { data, info } = await sharp(Buffer.from(await (await get('tokens', 'UNI.png')).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let pink = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      const [r, g, b, a] = [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
      if (a > 200 && r > 230 && g < 40 && b > 90 && b < 130) pink += 1;
    }
    expect(pink).toBeGreaterThan(500);
  });

  it('puts an icon drawn in white for dark themes on a dark disc, and leaves the others on transparency', async () => {
    const pixel = async (file: string, x: number, y: number) => {
      const { data, info } = await sharp(Buffer.from(await (await get('tokens', file)).arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels),
      ];
    };
    // Algorand's branded icon is a white mark only: on a white page it would vanish.
    expect(await pixel('ALGO.png', 64, 6)).toEqual([0x1e, 0x29, 0x3b, 255]);
    expect((await pixel('UNI.png', 64, 6))[3]).toBe(0);
  });

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
    ['tokens', 'NOSUCHTOKEN.png'],
    ['tokens', '..%2F..%2F..%2Fpackage.json'],
    ['tokens', '..%2Fmono%2FUNI.png'],
    ['networks', '.hidden.png'],
    ['branded', 'UNI.png'],
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
    const large = await metadataOf(await get('monogram', 'acme-swap.png', '?fit=max&w=384'));
    expect([large.width, large.height]).toEqual([128, 128]);
  });

  it('takes the quality the site uses, 75', async () => {
    const response = await get('coins', 'btc.png', '?auto=format&fit=max&w=128&q=75', 'image/webp');
    expect(response.status).toBe(200);
    expect((await metadataOf(response)).format).toBe('webp');
  });

  it.each([
    '?w=0',
    '?w=50',
    '?w=1024',
    '?w=5000',
    '?w=64.0',
    '?w=abc',
    '?q=20',
    '?q=100',
    '?q=101',
    '?fit=crop',
    '?auto=compress',
    '?h=64',
  ])('answers 400 JSON to the parameters %s', async (query) => {
    const response = await get('coins', 'btc.png', query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'InvalidImageParameters' });
  });

  it('makes each picture once, and answers 429 once a client has had 60 new ones made in a minute', async () => {
    const client = uniqueClientAddress();
    // The same resized logo over and over comes from the cache: it costs no budget.
    for (let n = 0; n < 70; n += 1) {
      expect((await get('coins', 'eth.png', '?w=32', '', client)).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      statuses.push((await get('monogram', `synthetic-project-${n}.png`, '?w=64', '', client)).status);
    }
    // The eth logo above was the first of the 60.
    expect(statuses).toEqual([...Array<number>(59).fill(200), 429, 429]);
    const refused = await get('monogram', 'synthetic-project-999.png', '?w=64', '', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'TooManyRequests' });
    // Another client has a budget of its own.
    expect((await get('monogram', 'synthetic-project-999.png', '?w=64')).status).toBe(200);
  });

  it("counts the image optimiser's own fetches, which never pass the proxy, on a budget of their own", async () => {
    const client = uniqueClientAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      const response = await GET(
        new Request(`http://localhost/logos/monogram/synthetic-optimised-${n}.png?w=64`, {
          headers: { 'x-forwarded-for': client },
        }),
        { params: Promise.resolve({ kind: 'monogram', file: `synthetic-optimised-${n}.png` }) },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array<number>(61).fill(200));
  });
});
