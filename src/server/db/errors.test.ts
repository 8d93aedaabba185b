import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './errors';

describe('databaseUnavailableReason', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      'ECONNREFUSED',
    ],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
      '57P01',
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' }), '08006'],
    [
      'a connect time-out',
      new Error('timeout exceeded when trying to connect'),
      'timeout exceeded when trying to connect',
    ],
    [
      'every address of a host name refused',
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      ]),
      'ECONNREFUSED',
    ],
  ])('names %s by its code or node-postgres words', (_label, error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("names a query the ORM wrapped by its cause only, never by the query and the request's values", () => {
    const error = new Error(
      'Failed query: select * from users where email = $1\nparams: someone@example.org',
      {
        cause: new Error('Query read timeout'),
      },
    );
    expect(databaseUnavailableReason(error)).toBe('Query read timeout');
  });

  it('is null for failures of the request itself', () => {
    expect(
      databaseUnavailableReason(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBeNull();
    expect(databaseUnavailableReason(new Error('something else'))).toBeNull();
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
