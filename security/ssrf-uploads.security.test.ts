// SSRF and uploads: the image optimiser fetches nothing but our own logos, and a profile picture is a small,
// re-encoded image stored under the session's own user, whatever the upload claims.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { Client, newPeerAddress } from './support/client';
import { signedInUser, type TestUser } from './support/users';

const LOGO = '/logos/coins/btc.png';
const image = (url: string, w = 64, q = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;

async function canaryRequests(): Promise<string[]> {
  return (await (await fetch(inject('canaryStats'))).json()) as string[];
}

function multipart(
  file: Buffer,
  options: { name?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const boundary = `----rampart${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${options.name ?? 'me.png'}"\r\ncontent-type: ${options.type ?? 'image/png'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  user: TestUser,
  file: Buffer,
  options?: Parameters<typeof multipart>[1],
  { chunked = false }: { chunked?: boolean } = {},
) => {
  const { body, headers } = multipart(file, options);
  return user.client.post('/api/user/profile/upload', body, { headers, chunked });
};

const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describe('image optimiser', () => {
  it('SSRF-1 refuses loopback, link-local, private and redirecting sources; the canary receives nothing', async () => {
    const client = new Client();
    expect((await client.get(image(LOGO))).status).toBe(200);
    const canary = inject('canaryUrl');
    const sources = [
      `${canary}/logo.png`,
      `${canary}/redirect.png`,
      `http://localhost:${new URL(canary).port}/logo.png`,
      `http://[::1]:${new URL(canary).port}/logo.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/logo.png',
      'http://192.168.1.1/logo.png',
      'http://172.16.0.1/logo.png',
      'http://0.0.0.0/logo.png',
      'file:///etc/passwd',
      `//127.0.0.1:${new URL(canary).port}/logo.png`,
      '/api/user/profile',
      '/_next/image?url=%2Flogos%2Fcoins%2Fbtc.png&w=64&q=75',
      `/logos/../api/health`,
    ];
    for (const source of sources) {
      const reply = await client.get(image(source));
      expect(reply.status, source).toBeGreaterThanOrEqual(400);
      expect(reply.status, source).toBeLessThan(500);
      expect(String(reply.headers['content-type'])).not.toMatch(/^image\//);
    }
    expect(await canaryRequests()).toEqual([]);
  });

  it('SSRF-2 refuses widths and qualities it does not know', async () => {
    const client = new Client();
    for (const [w, q] of [
      [65, 75],
      [5000, 75],
      [0, 75],
      [64, 50],
      [64, 100],
      [64, 0],
    ] as const) {
      expect((await client.get(image(LOGO, w, q))).status, `w=${w} q=${q}`).toBe(400);
    }
  });
});

describe('logo service', () => {
  it('LOGO-1 resizes logos only to the widths and the quality the site uses', async () => {
    const client = new Client();
    expect((await client.get('/logos/coins/btc.png?auto=format&fit=max&w=64&q=75')).status).toBe(200);
    for (const query of [
      'w=1024',
      'w=65',
      'w=3840',
      'w=64&q=50',
      'w=64&q=74',
      'w=64&q=100',
      'q=1',
      'w=064',
    ]) {
      const reply = await client.get(`/logos/coins/btc.png?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.json, query).toEqual({ error: 'InvalidImageParameters' });
    }
  });

  it('LOGO-2 a logo made once is served from the cache; past 60 new ones a minute a client gets 429', async () => {
    const client = new Client();
    for (let n = 0; n < 80; n += 1) {
      expect((await client.get('/logos/coins/eth.png?auto=format&fit=max&w=32&q=75')).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let n = 0; n < 70; n += 1) {
      statuses.push((await client.get(`/logos/monogram/synthetic-logo-${Date.now()}-${n}.png?w=48`)).status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back.
    expect((await new Client().get(`/logos/monogram/synthetic-logo-${Date.now()}.png?w=48`)).status).toBe(
      200,
    );
  });
});

/**
 * A GET sent as HTTP/1.0 without a Host header, straight to an instance (no proxy in front): what only the image
 * optimiser's own fetch looked like before.
 */
function hostlessGet(base: string, path: string, peer: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: peer }, () =>
      socket.write(`GET ${path} HTTP/1.0\r\nAccept: image/png\r\n\r\n`),
    );
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('image optimiser', () => {
  it("S9 a request without a Host header spends the budget of a client, not the image optimiser's", async () => {
    // The instance without a trusted proxy: every client there shares one address's budget of 60 resized logos.
    const base = inject('plainUrl');
    const peer = newPeerAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 70; n += 1) {
      statuses.push(
        await hostlessGet(base, `/logos/monogram/synthetic-hostless-${Date.now()}-${n}.png?w=48`, peer),
      );
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
    // The optimiser still serves the logos of pages, counted per visitor at its own door.
    const reply = await new Client().get(
      '/_next/image?url=%2Flogos%2Fmonogram%2Fsynthetic-optimised.png&w=64&q=75',
    );
    expect(reply.status).toBe(200);
  });
});

describe('profile pictures', () => {
  it('UPL-1 a chunked upload over 2 MB is refused as it streams (413), and nothing is stored', async () => {
    const user = await signedInUser();
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const reply = await upload(user, big, undefined, { chunked: true });
    expect(reply.status).toBe(413);
    expect(reply.json).toEqual({ error: 'PayloadTooLarge' });
    const { username } = (await user.client.get('/api/user/profile')).json as { username: string };
    expect((await new Client().get(`/avatars/${username}`)).status).toBe(404);
    // A small picture sent the same way is taken.
    expect((await upload(user, await png(), undefined, { chunked: true })).status).toBe(200);
  });

  it('SSRF-3 refuses pictures above the size limit, with mismatched magic bytes, SVG and polyglots', async () => {
    const user = await signedInUser();
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    expect((await upload(user, big)).status).toBe(413);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(user, gif, { name: 'me.png', type: 'image/png' })).status).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    expect((await upload(user, svg, { name: 'me.svg', type: 'image/svg+xml' })).status).toBe(415);
    expect((await upload(user, svg, { name: 'me.png', type: 'image/png' })).status).toBe(415);
    // PNG magic bytes in front of a JPEG body, and PNG magic in front of HTML: decoded as what they claim, refused.
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const pngMagic = (await png()).subarray(0, 8);
    expect((await upload(user, Buffer.concat([pngMagic, jpeg.subarray(8)]))).status).toBe(422);
    expect(
      (await upload(user, Buffer.concat([pngMagic, Buffer.from('<html><script>alert(1)</script></html>')])))
        .status,
    ).toBe(422);
    const profile = (await user.client.get('/api/user/profile')).json as { username: string };
    expect((await new Client().get(`/avatars/${profile.username}`)).status).toBe(404);
  });

  it("SSRF-4 refuses pixel floods far below sharp's default limit", async () => {
    const user = await signedInUser();
    // 36 million pixels in a file of a few hundred kilobytes.
    const flood = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(user, flood)).status).toBe(422);
  });

  it('SSRF-5 stores a re-encoded image without metadata, under the session user only', async () => {
    const user = await signedInUser();
    const victim = await signedInUser();
    const victimName = ((await victim.client.get('/api/user/profile')).json as { username: string }).username;
    // A valid JPEG carrying EXIF text, with a script appended after its end: a polyglot that decodes fine.
    const jpeg = await sharp(await png(64, 64))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'exif-marker-secret', ImageDescription: '<script>alert(1)</script>' } })
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert("polyglot")</script>')]);
    const reply = await upload(user, polyglot, {
      name: '../../avatars/victim.jpg',
      type: 'image/jpeg',
      fields: { username: victimName, key: victimName, path: `../${victimName}` },
    });
    expect(reply.status).toBe(200);
    const username = ((await user.client.get('/api/user/profile')).json as { username: string }).username;
    const stored = await new Client().get(`/avatars/${username}`);
    expect(stored.status).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    const bytes = stored.bytes;
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('exif-marker-secret')).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
    expect((await new Client().get(`/avatars/${victimName}`)).status).toBe(404);
    const secret = fs.readFileSync(path.join(inject('dataDir'), 'nextauth-secret'), 'utf8').trim();
    // Paths that climb out of the bucket name no stored file (at most they normalise to another page).
    for (const climb of [
      `/avatars/..%2F${victimName}`,
      '/avatars/..%2F..%2Fnextauth-secret',
      '/avatars/%2e%2e',
    ]) {
      const reply = await new Client().get(climb);
      expect(String(reply.headers['content-type']), climb).not.toContain('image/');
      expect(reply.text, climb).not.toContain(secret);
    }
  });
});
