import { describe, expect, it } from 'vitest';
import { loginErrorMessage, tooManyAttemptsMessage, UNKNOWN_ERROR, waitInWords } from './messages';

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

describe('tooManyAttemptsMessage', () => {
  it('says how long to wait when the server said, else a moment', () => {
    expect(tooManyAttemptsMessage(45)).toBe('Too many attempts. Please wait 45 seconds and try again.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsMessage(3601)).toBe('Too many attempts. Please wait 61 minutes and try again.');
    expect(tooManyAttemptsMessage(null)).toBe('Too many attempts. Please wait a moment and try again.');
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('rounds a wait up', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(61)).toBe('2 minutes');
  });
});
