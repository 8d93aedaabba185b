import 'server-only';
import { SITE_NAME } from '@/config/site';
import { TIER_COLORS } from '@/config/theme';
import { escapeHtml } from '@/lib/escape-html';
import { NOT_RATED } from '@/lib/score/not-rated';

export interface BadgeInput {
  readonly name: string;
  readonly score: number | null;
  readonly tier: string | null;
  /** The confidence the score is given with; null when not rated. */
  readonly confidence: 'high' | 'medium' | 'low' | null;
}

// Verdana at 11 px, as the badges of code hosts are drawn: widths per character class, wide enough that the
// text never touches the edge in the fonts a viewer may substitute.
const HEIGHT = 20;
const PADDING = 6;
const UNKNOWN_COLOR = '#64748b';
const LABEL_COLOR = '#1e293b';
const DARK_TEXT = '#0f172a';

/** The relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White or near-black text, whichever reads better on `background`. */
function textColorOn(background: string): string {
  const onWhite = 1.05 / (luminance(background) + 0.05);
  const onDark = (luminance(background) + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return onWhite >= onDark ? '#ffffff' : DARK_TEXT;
}

function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[il.,:;·|!' ]/.test(char)) width += 3.6;
    else if (/[mwMW@]/.test(char)) width += 10.5;
    else if (/[A-Z0-9]/.test(char)) width += 7.6;
    else width += 6.6;
  }
  return Math.ceil(width);
}

/** What the badge says of the project: its score, grade and confidence, or that it is not rated. */
export function badgeValue({ score, tier, confidence }: BadgeInput): string {
  return score === null
    ? NOT_RATED
    : `${score.toFixed(2)} · ${tier ?? '–'} · ${confidence ?? 'low'} confidence`;
}

/**
 * A project's score badge as an SVG picture: "Rampart" on the left, the score, grade and confidence (or "Not rated")
 * on the right in the grade's colour, with a title and a label for assistive technology.
 */
export function renderBadge(input: BadgeInput): string {
  const label = SITE_NAME;
  const value = badgeValue(input);
  const color =
    input.score === null || !input.tier ? UNKNOWN_COLOR : (TIER_COLORS[input.tier] ?? UNKNOWN_COLOR);
  const labelWidth = textWidth(label) + 2 * PADDING;
  const valueWidth = textWidth(value) + 2 * PADDING;
  const width = labelWidth + valueWidth;
  const title =
    input.score === null
      ? `${SITE_NAME} Security Score of ${input.name}: ${NOT_RATED.toLowerCase()}`
      : `${SITE_NAME} Security Score of ${input.name}: ${input.score.toFixed(2)}, grade ${input.tier ?? 'unknown'}, ${input.confidence ?? 'low'} confidence`;
  const safeTitle = escapeHtml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${safeTitle}">`,
    `<title>${safeTitle}</title>`,
    `<rect width="${width}" height="${HEIGHT}" rx="3" fill="${LABEL_COLOR}"/>`,
    `<rect x="${labelWidth}" width="${valueWidth}" height="${HEIGHT}" rx="3" fill="${color}"/>`,
    `<rect x="${labelWidth}" width="4" height="${HEIGHT}" fill="${color}"/>`,
    `<g font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">`,
    `<text x="${labelWidth / 2}" y="14" fill="#ffffff">${escapeHtml(label)}</text>`,
    `<text x="${labelWidth + valueWidth / 2}" y="14" fill="${textColorOn(color)}">${escapeHtml(value)}</text>`,
    `</g></svg>`,
  ].join('');
}
