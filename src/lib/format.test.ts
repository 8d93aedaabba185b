import { describe, expect, it } from 'vitest';
import { formatChange, formatUsdCompact } from './format';

describe('format', () => {
  it('writes USD amounts compactly', () => {
    expect(formatUsdCompact(1_234_000_000)).toBe('$1.23B');
    expect(formatUsdCompact(45_600_000)).toBe('$45.6M');
    expect(formatUsdCompact(null)).toBe('—');
  });

  it('signs score changes', () => {
    expect(formatChange(1.25)).toBe('+1.25');
    expect(formatChange(-0.4)).toBe('−0.40');
    expect(formatChange(0)).toBe('0.00');
    expect(formatChange(null)).toBe('—');
  });
});

describe('formatTimeAgo', () => {
  it('says how long ago in the largest whole unit', async () => {
    const { formatTimeAgo } = await import('./format');
    const now = new Date('2026-11-20T12:00:00Z');
    expect(formatTimeAgo('2026-11-20T11:59:50Z', now)).toBe('this minute');
    expect(formatTimeAgo('2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-19T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-01T12:00:00Z', now)).toBe('3 weeks ago');
    expect(formatTimeAgo('2024-11-01T12:00:00Z', now)).toBe('2 years ago');
  });
});
