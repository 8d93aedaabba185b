import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ICON_DIR = path.join(process.cwd(), 'node_modules', 'cryptocurrency-icons', '128', 'color');
// Icon names are lower-case tickers; anything else (path separators, dots) is refused.
const SAFE_NAME = /^[a-z0-9$][a-z0-9$-]{0,39}$/;
const MONOGRAM_COLORS = [
  '#1d4ed8',
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#0369a1',
  '#4d7c0f',
  '#a21caf',
];
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 2_000;

function remember(key: string, image: Buffer): Buffer {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, image);
  return image;
}

/** The cryptocurrency-icons PNG of a ticker, or null when the package has none. */
export async function renderCoinLogo(symbol: string): Promise<Buffer | null> {
  if (!SAFE_NAME.test(symbol)) return null;
  const cached = cache.get(`coin:${symbol}`);
  if (cached) return cached;
  try {
    return remember(`coin:${symbol}`, await fs.readFile(path.join(ICON_DIR, `${symbol}.png`)));
  } catch {
    return null;
  }
}

/** A generated logo for a project without an icon: its initials on a colour derived from its slug. */
export async function renderMonogram(slug: string): Promise<Buffer | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const cached = cache.get(`monogram:${slug}`);
  if (cached) return cached;
  const words = slug.split('-').filter((word) => /^[a-z]/.test(word));
  const initials = ((words[0]?.[0] ?? slug[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const color = MONOGRAM_COLORS[hash % MONOGRAM_COLORS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">
    <circle cx="64" cy="64" r="64" fill="${color}"/>
    <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-size="52" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return remember(`monogram:${slug}`, await sharp(Buffer.from(svg)).png().toBuffer());
}
