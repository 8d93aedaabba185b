// The one catalogue of the API's error codes: each code is the `error` field of a failure's JSON body, and its
// HTTP status is decided here, once, never at the throw site. The spec's own codes (NotAuthorizedException,
// CodeMismatchException, ...) keep the spec's names; src/lib/messages.ts turns codes into the words users read.

export const ERROR_STATUS = {
  // 400: the request itself is wrong.
  ValidationError: 400,
  InvalidJson: 400,
  MalformedUrl: 400,
  InvalidIdempotencyKey: 400,
  InvalidImageParameters: 400,
  InvalidCursor: 400,
  MissingFile: 400,
  DuplicateWallet: 400,
  UnknownProject: 400,
  TooManyWatchlists: 400,
  TooManyWebhooks: 400,
  WebhookUrlRefused: 400,
  ProjectRequired: 400,
  CannotImpersonateSelf: 400,
  NotAuthorizedException: 400,
  InvalidPasswordException: 400,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  // 401: no session where one is needed.
  Unauthorized: 401,
  // 403: known, but not allowed.
  Forbidden: 403,
  AccessDenied: 403,
  CrossSiteRequestRefused: 403,
  VisitorCookieRequired: 403,
  UserNotConfirmedException: 403,
  ImpersonationForbidden: 403,
  ImpersonationToolDisabled: 403,
  StaffCannotBeImpersonated: 403,
  NotImpersonating: 403,
  AdminMismatch: 403,
  // 404: nothing of that name.
  NotFound: 404,
  ProjectNotFound: 404,
  UserNotFound: 404,
  AlertNotFound: 404,
  ReviewNotFound: 404,
  CorrectionNotFound: 404,
  ClaimNotFound: 404,
  // 409: in conflict with what is stored.
  UsernameExistsException: 409,
  UsernameTaken: 409,
  WatchlistNameUsed: 409,
  VersionConflict: 409,
  CorrectionAlreadyDecided: 409,
  // 422: a check of something outside the site that did not pass.
  OwnershipNotProven: 422,
  // 405: a method the endpoint does not take (the protocol of next-auth, whose handler serves every method).
  MethodNotAllowed: 405,
  // 413, 415, 422: a body or upload the server will not take.
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  FileTooLarge: 413,
  UnsupportedImageType: 415,
  InvalidImage: 422,
  // 429: too many; the answer carries Retry-After, except a log-in lock, which next-auth reports by name.
  TooManyRequests: 429,
  TooManyRequestsException: 429,
  // 5xx: the server or a service behind it failed.
  InternalServerError: 500,
  UnknownException: 500,
  EmailDeliveryFailed: 502,
  ServiceUnavailable: 503,
  GatewayTimeout: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The `{ error }` body of every failure; a validation failure adds the first issue as `message`. */
export interface ErrorBody {
  readonly error: ErrorCode;
  readonly message?: string;
}

/**
 * True when a failure carries the catalogued `code`: the API client's error (the code of the body it read) or
 * the server's AppError. The one way a feature asks which error it got, checked against the catalogue.
 */
export const hasErrorCode = (failure: unknown, code: ErrorCode): boolean =>
  failure instanceof Error && (failure as { readonly code?: unknown }).code === code;
