// The sign-in errors that next-auth reports by name in `?error=` (its error page, redirects of a failed
// sign-in), in words a visitor can act on.

export interface AuthErrorExplanation {
  readonly title: string;
  readonly explanation: string;
}

const UNKNOWN: AuthErrorExplanation = {
  title: 'Unable to sign in',
  explanation: 'An unknown error has occurred. Please try again later.',
};

const PROVIDER: AuthErrorExplanation = {
  title: 'Sign-in with Google failed',
  explanation:
    'Google did not complete the sign-in. Please try again, or log in with your e-mail address and password.',
};

const EXPLANATIONS: Readonly<Record<string, AuthErrorExplanation>> = {
  Configuration: {
    title: 'Server error',
    explanation: 'There is a problem with the server configuration. Please try again later.',
  },
  AccessDenied: {
    title: 'Access denied',
    explanation: 'You do not have permission to sign in.',
  },
  Verification: {
    title: 'Unable to sign in',
    explanation: 'The sign in link is no longer valid. It may have been used already or it may have expired.',
  },
  SessionRequired: {
    title: 'Please log in',
    explanation: 'Please log in to see this page.',
  },
  OAuthSignin: PROVIDER,
  OAuthCallback: PROVIDER,
  OAuthCreateAccount: PROVIDER,
  Callback: PROVIDER,
  OAuthAccountNotLinked: {
    title: 'Unable to sign in',
    explanation:
      'This address is already linked to another sign-in method. Please log in the way you did before.',
  },
};

/** Whether the error page has words of its own for an error name. */
export function isKnownAuthError(error: string): boolean {
  return Object.hasOwn(EXPLANATIONS, error);
}

/** What the error page says for an error name (anything unknown or missing: the unknown-error message). */
export function explainAuthError(error: string | undefined): AuthErrorExplanation {
  return (error && isKnownAuthError(error) && EXPLANATIONS[error]) || UNKNOWN;
}
