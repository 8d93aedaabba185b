import { describe, expect, it } from 'vitest';
import {
  TIME_UNITS,
  formatChange,
  formatCoverage,
  formatNumber,
  formatMonth,
  formatTimeAgo,
  formatUsdCompact,
} from './format';

// Values around every rounding and tier boundary, halves that binary floating point cannot hold exactly, and a
// spread of magnitudes drawn from a fixed sequence.
function sampleValues(): number[] {
  const values = [
    0, -0, 0.004, 0.005, 0.015, 1.005, 2.675, 5, 999.994, 999.995, 1000, 1005000, 999_994, 999_995, 999_999,
    999_994_999, 999_995_000, 1e12, 999.995e12, 1e15, 1.234e16, 4.56e21, 1e-7, 12345.6789, 1_234_567.125,
    -1_234_567, -0.001, -999.995,
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < 2000; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 17 - 3);
    const value = Math.round(next() * magnitude * 1000) / 1000;
    values.push(index % 5 === 0 ? -value : value);
  }
  return values;
}

describe('format', () => {
  it('writes USD amounts compactly', () => {
    expect(formatUsdCompact(1_234_000_000)).toBe('$1.23B');
    expect(formatUsdCompact(45_600_000)).toBe('$45.6M');
    expect(formatUsdCompact(999_995)).toBe('$1M');
    expect(formatUsdCompact(999.5)).toBe('$999.5');
    expect(formatUsdCompact(null)).toBe('—');
  });

  it('writes compact USD amounts exactly as Intl does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    for (const value of sampleValues())
      expect([value, formatUsdCompact(value)]).toEqual([value, intl.format(value)]);
  });

  it('groups digits and rounds decimals exactly as Intl does for en-US', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    expect(formatNumber(1_234_567.125, 2)).toBe('1,234,567.13');
    expect(formatNumber(1234)).toBe('1,234');
    for (const value of sampleValues()) {
      expect([value, formatNumber(value)]).toEqual([value, whole.format(value)]);
      expect([value, formatNumber(value, 2)]).toEqual([value, twoDecimals.format(value)]);
    }
  });

  it('signs score changes', () => {
    expect(formatChange(1.25)).toBe('+1.25');
    expect(formatChange(-0.4)).toBe('−0.40');
    expect(formatChange(0)).toBe('0.00');
    expect(formatChange(null)).toBe('—');
  });
});

describe('formatCoverage', () => {
  it('writes whole percents from 10 % on and one decimal below', () => {
    expect([0, 0.0075, 0.0315, 0.035, 0.0375, 0.0995, 0.1065, 0.802, 1].map(formatCoverage)).toEqual([
      '0%',
      '0.8%',
      '3.2%',
      '3.5%',
      '3.8%',
      '10%',
      '11%',
      '80%',
      '100%',
    ]);
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('says how long ago in the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-20T11:59:50Z', now)).toBe('this minute');
    expect(formatTimeAgo('2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-19T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-01T12:00:00Z', now)).toBe('3 weeks ago');
    expect(formatTimeAgo('2024-11-01T12:00:00Z', now)).toBe('2 years ago');
    expect(formatTimeAgo('2026-11-21T12:00:00Z', now)).toBe('tomorrow');
  });

  it('words every unit and amount exactly as Intl does for English', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    for (const [unit, ms] of TIME_UNITS) {
      // Amounts that stay in this unit: below the next larger one.
      const amounts = unit === 'year' ? [-1234, -2, -1, 1, 2, 1234] : [-2, -1, 1, 2];
      for (const amount of amounts) {
        const iso = new Date(now.getTime() + amount * ms).toISOString();
        expect([unit, amount, formatTimeAgo(iso, now)]).toEqual([unit, amount, intl.format(amount, unit)]);
      }
    }
    expect(formatTimeAgo(now.toISOString(), now)).toBe(intl.format(0, 'minute'));
  });
});

describe('formatNumber at the ends of the scale', () => {
  it('writes every digit of numbers too large for decimals, and rounds tiny ones to zero', () => {
    expect(formatNumber(5e19, 2)).toBe('50,000,000,000,000,000,000');
    expect(formatNumber(1.5e22)).toBe('15,000,000,000,000,000,000,000');
    expect(formatNumber(1e-7, 2)).toBe('0');
    expect(formatNumber(0.005, 2)).toBe('0.01');
  });
});

describe('formatMonth', () => {
  it('writes the month of a date given by its month alone, never a day', () => {
    expect(formatMonth('2026-02')).toBe('February 2026');
    expect(formatMonth('2024-07-01T00:00:00.000Z')).toBe('July 2024');
  });
});
