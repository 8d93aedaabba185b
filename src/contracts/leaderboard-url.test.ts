import { describe, expect, it } from 'vitest';
import { leaderboardQueryString, parseLeaderboardParams } from './leaderboard-url';

describe('leaderboard URL state', () => {
  it('reads sort, order, filters and page from the query string', () => {
    const view = parseLeaderboardParams(
      {
        sort: 'score',
        order: 'desc',
        chain: 'Ethereum,Solana',
        category: 'DeFi',
        scoreMin: '50',
        scoreMax: '90',
        audit: 'audited',
        page: '3',
      },
      25,
    );
    expect(view).toEqual({
      sort: { field: 'score', order: 'desc' },
      filter: {
        chains: ['Ethereum', 'Solana'],
        categories: ['DeFi'],
        scoreMin: 50,
        scoreMax: 90,
        auditStatus: 'audited',
      },
      currentPage: 3,
      dataPerPage: 25,
    });
  });

  it('round-trips a view through its query string', () => {
    const view = parseLeaderboardParams(
      { sort: 'marketCap', order: 'asc', chain: 'Base', audit: 'has_alerts', page: '2' },
      25,
    );
    const query = leaderboardQueryString(view);
    expect(query).toBe('?sort=marketCap&order=asc&chain=Base&audit=has_alerts&page=2');
    expect(parseLeaderboardParams(Object.fromEntries(new URLSearchParams(query)), 25)).toEqual(view);
  });

  it('leaves out values that do not parse, and the defaults give plain /', () => {
    const view = parseLeaderboardParams(
      { sort: 'drop table', page: '-4', scoreMin: '80', scoreMax: '20', audit: 'x' },
      25,
    );
    expect(view).toEqual({
      sort: { field: 'rank', order: 'asc' },
      filter: {},
      currentPage: 1,
      dataPerPage: 25,
    });
    expect(leaderboardQueryString(view)).toBe('');
  });

  it('keeps the projects with not enough data, or all projects, in the view; the ranked ones are the default', () => {
    const notEnough = parseLeaderboardParams({ coverage: 'not_enough' }, 25);
    expect(notEnough.filter).toEqual({ coverage: 'not_enough' });
    expect(leaderboardQueryString(notEnough)).toBe('?coverage=not_enough');
    expect(parseLeaderboardParams({ coverage: 'any', sort: 'name' }, 25).filter).toEqual({ coverage: 'any' });
    expect(parseLeaderboardParams({ coverage: 'enough' }, 25).filter).toEqual({});
    expect(parseLeaderboardParams({ coverage: 'bogus' }, 25).filter).toEqual({});
  });
});
