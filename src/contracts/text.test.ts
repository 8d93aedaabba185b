import { describe, expect, it } from 'vitest';
import { errorReportInput } from './errors';
import { displayName, lineText, multiLineText } from './text';
import { createWatchlistInput, watchlistName } from './watchlists';

describe('text of the contracts', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'a\nb', 'a\rb', 'a\tb'])(
    'one line refuses %j',
    (value) => {
      expect(lineText().safeParse(`x${value}y`).success).toBe(false);
    },
  );

  it('several lines take tabs and line breaks, and refuse every other control character', () => {
    expect(multiLineText().safeParse('line 1\r\n\tline 2').success).toBe(true);
    for (const value of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f']) {
      expect(multiLineText().safeParse(`a${value}b`).success).toBe(false);
    }
  });

  it.each([
    '\u202e',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ])(
    'every text people type refuses the bidirectional control %j: names, lines and texts of several lines',
    (value) => {
      expect(displayName().safeParse(`safe${value}name`).success).toBe(false);
      expect(lineText().safeParse(`safe${value}name`).success).toBe(false);
      expect(multiLineText().safeParse(`a reason\nwith ${value} inside`).success).toBe(false);
    },
  );

  it('takes ordinary text in any script, emoji included', () => {
    for (const value of ['Mon portefeuille', 'Мой список', 'قائمتي', '我的关注', 'DeFi 🚀']) {
      expect(displayName().safeParse(value).success).toBe(true);
    }
  });

  it('watchlist names refuse control and bidirectional characters with the control-character message', () => {
    const result = createWatchlistInput.safeParse({ name: 'gpj.\u202eexe' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not contain control characters');
    expect(watchlistName.safeParse('a\u0000').success).toBe(false);
    expect(watchlistName.parse('  My Watchlist ')).toBe('My Watchlist');
  });

  it('an error report keeps its multi-line trace and refuses NUL', () => {
    expect(
      errorReportInput.safeParse({ title: 'Oops', description: 'x', trace: 'at a\n  at b' }).success,
    ).toBe(true);
    expect(errorReportInput.safeParse({ title: 'Oops\u0000', description: 'x' }).success).toBe(false);
  });
});
