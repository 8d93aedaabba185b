// The one catalogue of user-facing messages: the validation messages and error texts, and
// the site's own words for what the spec leaves open. Every feature reads its words from here; error codes come
// from the server (the catalogue src/contracts/error-codes.ts) or from next-auth's `error` parameter.

import { COMPARE_MAX_PROJECTS, COMPARE_MIN_PROJECTS } from '@/config/constants';

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

// Watchlists.
export const WATCHLIST_MESSAGES = {
  created: (name: string) => `Successfully created watchlist ${name}.`,
  createFailed: 'Unable to create watchlist.',
  renamed: 'Successfully renamed watch list.',
  renameFailed: 'Unable to rename watchlist.',
  deleted: 'Successfully deleted watch list.',
  deleteFailed: 'Unable to delete watchlist.',
  projectAdded: 'The project is successfully added',
  projectRemoved: 'The project is successfully removed',
  updateFailed: 'Unable to update watchlist.',
  loadFailed: 'Something went wrong',
  nameUsed: 'The name is already used',
  logInToAdd: 'Please login to add projects to your watchlist.',
} as const;

// Impersonation.
export const USER_DOES_NOT_EXIST = "User doesn't exist.";

// Account settings.
export const SETTINGS_MESSAGES = {
  pictureUpdated: 'Your profile picture was updated.',
  pictureRemoved: 'Your profile picture was removed.',
  profileSaved: 'Your profile was saved.',
  usernameTaken: 'This username is already taken.',
  passwordChanged: 'Your password was changed. Your other sessions have been signed out.',
  oldPasswordWrong: 'The current password is not right.',
  walletsSaved: 'Your wallets were saved.',
  walletAddressInvalid: 'This is not a valid address for the chain.',
  notificationsSaved: 'Your notification settings were saved.',
} as const;

/** Why an upload was refused, by the server's code; the client checks type and size before sending, too. */
export const PICTURE_ERRORS = {
  FileTooLarge: 'The picture is larger than 2 MB.',
  UnsupportedImageType: 'Please choose a PNG, JPEG or WebP picture.',
  InvalidImage: 'This file is not a picture we can read.',
} as const;

const isPictureError = (code: string | undefined): code is keyof typeof PICTURE_ERRORS =>
  code !== undefined && Object.hasOwn(PICTURE_ERRORS, code);

export const pictureErrorMessage = (code: string | undefined): string =>
  isPictureError(code) ? PICTURE_ERRORS[code] : UNKNOWN_ERROR;

// Webhooks in Account Settings.
export const WEBHOOK_MESSAGES = {
  added: 'Your webhook was added. Copy its secret now: it is not shown again.',
  removed: 'Your webhook was removed.',
  copied: 'The secret was copied.',
} as const;

export function webhookErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'TooManyWebhooks':
      return 'You have 3 webhooks already. Remove one to add another.';
    case 'WebhookUrlRefused':
      return 'This URL cannot receive webhooks: it must start with https:// and reach a public internet address.';
    case 'ValidationError':
      return 'Please enter a full URL, starting with https://';
    case 'ImpersonationForbidden':
      return 'Webhooks cannot be changed while impersonating.';
    case 'TooManyRequests':
      return 'Too many changes. Please wait a moment and try again.';
    default:
      return UNKNOWN_ERROR;
  }
}

// Request a Quote and Report Incident.
export function quoteErrorMessage(code: string | undefined, salesEmail: string): string {
  switch (code) {
    case 'TooManyRequests':
      return 'You have sent several requests already. Please try again later.';
    case 'EmailDeliveryFailed':
      // The request is stored (see create-quote-request.ts): say so, so that it is not sent again and again.
      return `Your request was saved, but we could not notify our team just now. If you do not hear from us within one business day, please write to ${salesEmail}.`;
    case 'ValidationError':
      return 'Please check the form and try again.';
    default:
      return UNKNOWN_ERROR;
  }
}

export const INCIDENT_REPORTED = 'Thank you: your report was received and will be reviewed by our team.';

export function incidentReportErrorMessage(code: string | undefined): string {
  return code === 'TooManyRequests'
    ? 'You have sent several reports already. Please try again later.'
    : UNKNOWN_ERROR;
}

// Search.
/** /compare and the leaderboard's selection of projects to compare. */
export const COMPARE_MESSAGES = {
  tooFew: `Choose ${COMPARE_MIN_PROJECTS} to ${COMPARE_MAX_PROJECTS} projects to compare.`,
  tooMany: `Compare at most ${COMPARE_MAX_PROJECTS} projects at a time.`,
  notAnId: (id: string) => `“${id.slice(0, 80)}” is not a project id.`,
  unknown: (ids: readonly string[]) => `No project with the id ${ids.map((id) => `“${id}”`).join(', ')}.`,
} as const;

export const SEARCH_UNAVAILABLE = 'Search is unavailable. Please try again.';

// Corrections (issue 24): requests, staff decisions and proof of a project's ownership.
export const CORRECTION_MESSAGES = {
  sent: 'Thank you. Your request is in the public Corrections log of this project until staff decide.',
  signInToAsk: 'Please sign in to ask for a correction.',
  accepted: 'Correction accepted: the claim is withdrawn and the score recomputed.',
  rejected: 'Correction rejected. The reason is shown in the public log.',
  ownershipProven: 'Ownership proven: your requests about this project are marked as from the project team.',
} as const;

const CORRECTION_ERRORS: Record<string, string> = {
  ClaimNotFound: 'This claim is no longer on the project page.',
  CorrectionNotFound: 'This request no longer exists.',
  CorrectionAlreadyDecided: 'This request has been decided already.',
  OwnershipNotProven:
    'The token was not found in a DNS TXT record nor at /.well-known/rampart.txt on the project website.',
  Forbidden: 'Only staff can decide corrections.',
  TooManyRequests: 'Too many requests. Please wait a moment and try again.',
  Unauthorized: 'Please sign in to ask for a correction.',
};

/** The words of a refused correction request or decision, by the server's code. */
export const correctionErrorMessage = (code: string | undefined, message?: string): string =>
  (code === 'ValidationError' && message) || (code && CORRECTION_ERRORS[code]) || UNKNOWN_ERROR;
