// The words of the accounts flows: the spec's section 5 validation messages and section 8 error texts, in one
// place. Components read them from here; error codes come from the server or from next-auth's `error` parameter.

export const UNKNOWN_ERROR = 'An unknown error has occurred. Please try again later.';

export const VALIDATION = {
  emailRequired: 'Please input your email address',
  passwordRequired: 'Please input your password',
  invalidEmail: 'Invalid email.',
  passwordRules: 'Password does not meet the requirements.',
  resetCodeRequired: 'Reset code is required',
  verificationCodeRequired: 'Please input your verification code',
  verifyEmailRequired: 'Please enter your email',
} as const;

export const PASSWORD_HINT =
  'Your password should contain numbers and letters and be at least 8 characters long.';

/** Log-in: UserNotConfirmedException is not a message but a move to verify-email. */
export function loginErrorMessage(code: string | undefined): string {
  if (code === 'NotAuthorizedException') return 'Email and password do not match. Please try again.';
  if (code === 'TooManyRequestsException')
    return 'Too many failed attempts. Please wait a moment and try again.';
  return UNKNOWN_ERROR;
}

/** Seconds as the words of a wait: '45 seconds', '1 minute', '3 minutes' (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A refused burst of sign-ups, verifications, resends or resets (a 429): how long to wait when the server said
 * (its `retry-after`), else a moment.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  return retryAfterSeconds === null || retryAfterSeconds <= 0
    ? 'Too many attempts. Please wait a moment and try again.'
    : `Too many attempts. Please wait ${waitInWords(retryAfterSeconds)} and try again.`;
}

export function signUpErrorMessage(code: string | undefined): { field?: 'email'; text: string } {
  if (code === 'UsernameExistsException') return { field: 'email', text: 'This email has been taken.' };
  if (code === 'InvalidPasswordException') return { text: VALIDATION.passwordRules };
  return { text: UNKNOWN_ERROR };
}

export function forgotPasswordErrorMessage(code: string | undefined): string {
  return code === 'LimitExceededException' || code === 'TooManyRequests'
    ? 'Attempt limit exceeded, please try after some time.'
    : UNKNOWN_ERROR;
}

export function resetPasswordErrorMessage(code: string | undefined): string {
  if (code === 'CodeMismatchException' || code === 'ExpiredCodeException') {
    return 'Invalid code provided, please request a code again.';
  }
  if (code === 'InvalidPasswordException') return VALIDATION.passwordRules;
  return UNKNOWN_ERROR;
}

export function verifyEmailErrorMessage(code: string | undefined, email: string): string {
  if (code === 'CodeMismatchException' || code === 'ExpiredCodeException') {
    return 'Incorrect or expired verification code';
  }
  if (code === 'NotAuthorizedException') return `Email ${email} is not awaiting authorization.`;
  return UNKNOWN_ERROR;
}

/** Sign-up when the mail server is down: the account exists, its code can be sent again once mail is back. */
export const CONFIRMATION_NOT_SENT =
  "Your account was created, but we couldn't send its confirmation code. Please use 'Resend Confirmation Code' in a few minutes.";
export const RESEND_NOT_SENT = "We couldn't send the confirmation code. Please try again in a few minutes.";

export const EMAIL_VERIFIED = 'Your email has been verified.';
export const confirmationCodeSent = (email: string) => `Confirmation code was sent to ${email}.`;
export const SIGNED_OUT = 'Signed out successfully.';
export const SIGN_OUT_FAILED = 'Something went wrong.';
