import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { LOGO_SIZE, iconModulePath, isIconKind, type IconKind } from './logo-paths';
import { sanitiseSvg, svgOfIconModule } from './svg-icon';

const COIN_DIR = path.join(process.cwd(), 'node_modules', 'cryptocurrency-icons', '128', 'color');
// Coin icon names are lower-case tickers; anything else (path separators, dots) is refused.
const SAFE_COIN = /^[a-z0-9$][a-z0-9$-]{0,39}$/;
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
// Every logo of the data sets (about 2,100) fits, at a few kilobytes each; monograms of synthetic projects
// beyond that are cheap to draw again.
const cache = new LRUCache<string, Buffer>({ max: 3_000 });

/** The cryptocurrency-icons PNG of a ticker, or null when the package has none. */
export async function renderCoinLogo(symbol: string): Promise<Buffer | null> {
  if (!SAFE_COIN.test(symbol)) return null;
  const cached = cache.get(`coin:${symbol}`);
  if (cached) return cached;
  try {
    const image = await fs.readFile(path.join(COIN_DIR, `${symbol}.png`));
    cache.set(`coin:${symbol}`, image);
    return image;
  } catch {
    return null;
  }
}

/**
 * A @web3icons/core icon drawn as a PNG, or null when the package has no such icon or it is not a plain
 * drawing. The SVG is read from the installed package (nothing is downloaded) and rasterised here, so the
 * browser only ever receives pixels: no script or outside reference of an SVG can reach it.
 */
export async function renderPackageIcon(kind: string, name: string): Promise<Buffer | null> {
  if (!isIconKind(kind)) return null;
  const file = iconModulePath(kind as IconKind, name);
  if (!file) return null;
  const key = `icon:${kind}:${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let source: string;
  try {
    source = await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
  const svg = sanitiseSvg(svgOfIconModule(source));
  if (!svg) return null;
  const drawn = await rasterise(svg, LOGO_SIZE);
  const image = (await isMostlyLight(drawn)) ? await onDarkDisc(svg) : drawn;
  cache.set(key, image);
  return image;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
// A backdrop for the icons drawn for dark themes: white marks that a light page would swallow.
const DARK_DISC = '#1e293b';
// Share of the drawn pixels that must be near-white for an icon to count as drawn for a dark background.
const LIGHT_SHARE = 0.5;

async function rasterise(svg: string, size: number): Promise<Buffer> {
  // The icons are drawn on a 24-unit grid: rendered at the density that makes them `size` pixels wide.
  const width = Number(/<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 24);
  return sharp(Buffer.from(svg), { density: Math.min(2_400, (72 * size) / width) })
    .resize(size, size, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer();
}

async function isMostlyLight(png: Buffer): Promise<boolean> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let drawn = 0;
  let light = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (data[at + 3]! < 128) continue;
    drawn += 1;
    if (0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]! > 235) light += 1;
  }
  return drawn > 0 && light / drawn > LIGHT_SHARE;
}

async function onDarkDisc(svg: string): Promise<Buffer> {
  const inset = Math.round(LOGO_SIZE * 0.75);
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}"><circle cx="${LOGO_SIZE / 2}" cy="${LOGO_SIZE / 2}" r="${LOGO_SIZE / 2}" fill="${DARK_DISC}"/></svg>`,
  );
  return sharp(disc)
    .composite([{ input: await rasterise(svg, inset), gravity: 'centre' }])
    .png()
    .toBuffer();
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
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">
    <circle cx="64" cy="64" r="64" fill="${color}"/>
    <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-size="52" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  const image = await sharp(Buffer.from(svg)).png().toBuffer();
  cache.set(`monogram:${slug}`, image);
  return image;
}
