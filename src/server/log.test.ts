import { describe, expect, it, vi } from 'vitest';
import { log, serializeError } from './log';

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

describe('log', () => {
  it('never writes an e-mail address: recipients and addresses are redacted, and scrubbed from error messages', () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const level = log.level;
    log.level = 'info';
    try {
      log.info(
        {
          to: 'a@victim.test',
          email: 'b@victim.test',
          user: { email: 'c@victim.test' },
          replyTo: 'd@victim.test',
        },
        'mail sent',
      );
      log.error({ err: new Error('550 <e@victim.test>: no such user') }, 'mail failed');
    } finally {
      log.level = level;
      spy.mockRestore();
    }
    expect(written.join('')).toContain('mail sent');
    expect(written.join('')).not.toContain('@victim.test');
  });
});
