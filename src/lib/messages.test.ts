import { describe, expect, it } from 'vitest';
import { loginErrorMessage, UNKNOWN_ERROR } from './messages';

describe('loginErrorMessage', () => {
  it('words each log-in failure as the log-in form shows it', () => {
    expect(loginErrorMessage('NotAuthorizedException')).toBe(
      'Email and password do not match. Please try again.',
    );
    expect(loginErrorMessage('TooManyRequestsException')).toBe(
      'Too many failed attempts. Please wait a moment and try again.',
    );
    expect(loginErrorMessage('SomethingElse')).toBe(UNKNOWN_ERROR);
    expect(loginErrorMessage(undefined)).toBe(UNKNOWN_ERROR);
  });
});
