import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://rampart.test';

describe('sameOriginPath', () => {
  it.each([
    ['/my/watchlists?x=1#top', '/my/watchlists?x=1#top'],
    ['https://rampart.test/projects/bitcoin', '/projects/bitcoin'],
    ['my/settings', '/my/settings'],
    ['/projects//bitcoin', '/projects//bitcoin'],
    // Not a URL of its own: a relative path on our origin, harmless.
    ['::', '/::'],
  ])('keeps %s as %s', (value, expected) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.test/',
    '//evil.test/',
    '/\\evil.test/',
    '\\\\evil.test',
    '/.//evil.test',
    '/./\\evil.test',
    '/..//evil.test',
    '/%2e//evil.test',
    'https://rampart.test//evil.test',
    'https://rampart.test/.//evil.test',
    'https://rampart.test/..//evil.test/x?y#z',
    '/\t/evil.test',
    '/\n/evil.test',
    ' //evil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://rampart.test.evil.test/',
    'https://rampart.test@evil.test/',
    'http://rampart.test/',
    'https://rampart.test:8443/',
    '',
  ])('sends %j home', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBe('/');
  });

  it('sends anything that is not a string home', () => {
    expect(sameOriginPath(undefined, ORIGIN)).toBe('/');
    expect(sameOriginPath(['/a'], ORIGIN)).toBe('/');
  });

  it('never returns a path that a browser resolves to another origin', () => {
    const prefixes = ['', '/', '/.', '/..', '/./', '/../', 'https://rampart.test', 'https://rampart.test/.'];
    const middles = ['/', '\\', '/\\', '\\/', '//', '\t/', '/\t/', '%2f'];
    for (const prefix of prefixes) {
      for (const middle of middles) {
        const path = sameOriginPath(`${prefix}${middle}evil.test/x`, ORIGIN);
        expect(new URL(path, ORIGIN).origin, `${prefix}${middle}`).toBe(ORIGIN);
        expect(path.startsWith('//') || path.startsWith('/\\')).toBe(false);
      }
    }
  });
});
