import { describe, expect, it } from 'vitest';
import { serializeError } from './log';

describe('serializeError', () => {
  it("keeps a failed query's SQL and SQLSTATE, never its parameters or the value refused", () => {
    const error = new Error(
      'Failed query: select * from projects where name = $1\nparams: bit\u0000coin,secret',
      {
        cause: Object.assign(new Error('invalid input syntax for type uuid: "bit\u0000coin-secret"'), {
          code: '22P02',
        }),
      },
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('bit');
    expect(text).not.toContain('secret');
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: select * from projects where name = $1',
      cause: { message: 'invalid input syntax for type uuid: "…"', errorCode: '22P02' },
    });
    expect(String(logged.stack)).toMatch(/^\s+at /);
  });

  it('logs a value that is not an Error as text', () => {
    expect(serializeError('plain')).toEqual({ message: 'plain' });
  });
});
