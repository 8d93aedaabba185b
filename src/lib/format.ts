const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** $1.23B, $45.6M; an em dash when unknown. */
export function formatUsdCompact(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : compactUsd.format(value);
}

/** +1.25, −0.40, 0.00; an em dash when unknown. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value === 0) return '0.00';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "yesterday", "now". */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = new Date(iso).getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative.format(Math.round(elapsed / ms), unit);
  }
  return relative.format(0, 'minute');
}
