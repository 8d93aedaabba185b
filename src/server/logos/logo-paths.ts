import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** The side of every logo the app draws, in pixels (the image service scales it down from there). */
export const LOGO_SIZE = 128;

// The folders of @web3icons/core, each served under /logos/<kind>/<NAME>.png.
const ICON_KINDS = ['tokens', 'networks', 'wallets', 'exchanges'] as const;
export type IconKind = (typeof ICON_KINDS)[number];
const ICON_ROOT = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules',
  '@web3icons',
  'core',
  'dist',
  'svgs',
);
// Icon names as the package spells them (UNI, 1INCH, binance-smart-chain): a file name, never a path.
const SAFE_ICON_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;
// How the data sets name a logo: a module of one of the two icon packages the app depends on.
const WEB3ICONS_MODULE =
  /^@web3icons\/core\/svgs\/(tokens|networks|wallets|exchanges)\/branded\/([^/]+)\.svg\.js$/;
const COIN_ICON_FILE = /^cryptocurrency-icons\/svg\/color\/([a-z0-9$-]+)\.svg$/;

export const isIconKind = (kind: string): kind is IconKind =>
  (ICON_KINDS as readonly string[]).includes(kind);

/** The file of a @web3icons/core icon (its branded variant), or null for a name that is not one. */
export function iconModulePath(kind: IconKind, name: string): string | null {
  if (!SAFE_ICON_NAME.test(name)) return null;
  return path.join(ICON_ROOT, kind, 'branded', `${name}.svg.js`);
}

/**
 * The path a project's logo is served at: the icon its data set names, when the installed package has it,
 * else a monogram of its initials. Both are served by /logos/[kind]/[file] and allowed by the image optimiser.
 */
export function logoPathFor(projectId: string, logo: string | null | undefined): string {
  const icon = logo ? WEB3ICONS_MODULE.exec(logo) : null;
  if (icon) {
    const file = iconModulePath(icon[1] as IconKind, icon[2]!);
    if (file && fs.existsSync(file)) return `/logos/${icon[1]}/${encodeURIComponent(icon[2]!)}.png`;
  }
  const coin = logo ? COIN_ICON_FILE.exec(logo) : null;
  if (coin) {
    const file = path.join(
      process.cwd(),
      'node_modules',
      'cryptocurrency-icons',
      '128',
      'color',
      `${coin[1]}.png`,
    );
    if (fs.existsSync(file)) return `/logos/coins/${encodeURIComponent(coin[1]!)}.png`;
  }
  return `/logos/monogram/${projectId}.png`;
}
