import { describe, expect, it } from 'vitest';
import { cachedViewKey, viewOfKey } from './home-views';

const key = (query: string) => cachedViewKey(new URLSearchParams(query));

describe('cachedViewKey', () => {
  it('gives the plain leaderboard, with or without its defaults written out, the key default', () => {
    expect(key('')).toBe('default');
    expect(key('sort=rank&order=asc&page=1')).toBe('default');
    expect(key('utm_source=mail')).toBe('default');
  });

  it('keys a sorted or paged view by its canonical query, whatever the order of the parameters', () => {
    expect(key('page=2&order=desc&sort=score')).toBe('sort=score&order=desc&page=2');
    expect(key('sort=score&order=desc&page=2')).toBe('sort=score&order=desc&page=2');
  });

  it('leaves filtered views and pages past the tenth to be rendered per request', () => {
    expect(key('chain=Ethereum')).toBeNull();
    expect(key('audit=audited')).toBeNull();
    expect(key('scoreMin=50')).toBeNull();
    expect(key('page=10')).toBe('page=10');
    expect(key('page=11')).toBeNull();
  });

  it('reads a key back into the query of its view', () => {
    expect(viewOfKey('default')).toEqual({});
    expect(viewOfKey(encodeURIComponent('sort=score&order=desc&page=2'))).toEqual({
      sort: ['score'],
      order: ['desc'],
      page: ['2'],
    });
  });
});
