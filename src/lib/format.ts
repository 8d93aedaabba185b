import { DAY_MS } from '@/config/constants';
// The formatters of numbers and times the pages share. They write what `Intl` writes for `en-US`, without it: a
// page's first use of `Intl` loads the browser's locale data, a cost paid during hydration on every first visit.

/**
 * |value| divided by 10^`shift` and rounded half away from zero to at most `maxFractionDigits` decimals, as its
 * whole and fraction digits (no trailing zeros in `fraction`). Like ICU it rounds the shortest decimal that reads
 * back as the value (JavaScript's `String(number)`), so 1.005 rounds to 1.01, not its binary approximation.
 */
function roundDecimal(value: number, shift: number, maxFractionDigits: number) {
  const scaled = Math.abs(value) / 10 ** shift;
  // From 1e16 on a double holds no decimals; from 1e21 on it is written with an exponent: its digits, then zeros.
  if (scaled >= 1e16) {
    const [mantissa = '0', exponent] = String(scaled).split('e');
    return {
      whole: exponent ? mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0') : mantissa,
      fraction: '',
    };
  }
  // Moving the decimal point in the text, not multiplying, keeps the number's written digits.
  const [mantissa = '0', exponent = '0'] = String(scaled).split('e');
  const units = Math.round(Number(`${mantissa}e${Number(exponent) + maxFractionDigits}`));
  const digits = units.toFixed(0).padStart(maxFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxFractionDigits);
  return { whole, fraction: digits.slice(whole.length).replace(/0+$/, '') };
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** 1,234,567.13: digits grouped in thousands, at most `maxFractionDigits` decimals, no trailing zeros. */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  const { whole, fraction } = roundDecimal(value, 0, maxFractionDigits);
  return `${isNegative(value) ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A coverage share (0–1) as a percentage: whole percents from 10 % on, one decimal below, so that 3.2 % and
 * 3.8 % do not both read as "4%".
 */
export function formatCoverage(share: number): string {
  const percent = share * 100;
  return `${formatNumber(percent, percent < 10 ? 1 : 0)}%`;
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'];

/** $1.23B, $45.6M, $999.99; an em dash when unknown. */
export function formatUsdCompact(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const magnitude = Math.abs(value);
  let tier = 0;
  while (tier < COMPACT_SUFFIXES.length - 1 && magnitude >= 10 ** (3 * (tier + 1))) tier += 1;
  let rounded = roundDecimal(magnitude, 3 * tier, 2);
  // 999,995 rounds to 1000K, which is written $1M.
  if (rounded.whole === '1000' && tier < COMPACT_SUFFIXES.length - 1) {
    tier += 1;
    rounded = roundDecimal(magnitude, 3 * tier, 2);
  }
  // Compact notation groups thousands only from five digits on (CLDR's minimum grouping digits): $1000T, $12,340T.
  const whole = rounded.whole.length >= 5 ? groupThousands(rounded.whole) : rounded.whole;
  const amount = `${whole}${rounded.fraction ? `.${rounded.fraction}` : ''}`;
  return `${isNegative(value) ? '-' : ''}$${amount}${COMPACT_SUFFIXES[tier]}`;
}

/** +1.25, −0.40, 0.00; an em dash when unknown. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value === 0) return '0.00';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

type TimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** The units of `formatTimeAgo`, largest first, with their lengths in milliseconds. */
export const TIME_UNITS: readonly (readonly [TimeUnit, number])[] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

// English's words for the unit's last, this and next, where it has them.
const NEIGHBOURS: Partial<Record<TimeUnit, [string, string, string]>> = {
  year: ['last year', 'this year', 'next year'],
  month: ['last month', 'this month', 'next month'],
  week: ['last week', 'this week', 'next week'],
  day: ['yesterday', 'today', 'tomorrow'],
};

/** What `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` writes: "3 days ago", "yesterday", "in 1 hour". */
function formatRelative(amount: number, unit: TimeUnit): string {
  const words = NEIGHBOURS[unit];
  if (amount === 0) return words?.[1] ?? `this ${unit}`;
  if (words && Math.abs(amount) === 1) return amount < 0 ? words[0] : words[2];
  const count = `${formatNumber(Math.abs(amount))} ${unit}${Math.abs(amount) === 1 ? '' : 's'}`;
  return amount < 0 ? `${count} ago` : `in ${count}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "February 2026": the month of a date the source gives by its month alone (`2026-02`, or its first day). */
export function formatMonth(iso: string): string {
  const [year, month] = iso.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

/** "3 days ago", "yesterday", "this minute". */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = new Date(iso).getTime() - now.getTime();
  for (const [unit, ms] of TIME_UNITS) {
    if (Math.abs(elapsed) >= ms) return formatRelative(Math.round(elapsed / ms), unit);
  }
  return formatRelative(0, 'minute');
}
