import { describe, expect, it } from 'vitest';
import { explainAuthError } from './auth-error-explanations';

describe('explainAuthError', () => {
  it("words each of next-auth's error names, and anything else as the unknown error", () => {
    expect(explainAuthError('AccessDenied')).toEqual({
      title: 'Access denied',
      explanation: 'You do not have permission to sign in.',
    });
    expect(explainAuthError('OAuthCallback').title).toBe('Sign-in with Google failed');
    for (const unknown of [undefined, '', 'toString', '__proto__', 'Nope']) {
      expect(explainAuthError(unknown).explanation).toBe(
        'An unknown error has occurred. Please try again later.',
      );
    }
  });
});
