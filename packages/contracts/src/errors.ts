/**
 * Every error code the platform answers with, and the one HTTP status each maps to.
 * Services throw `AppError(code, message)`; the error middleware and the web client both read this table.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INSUFFICIENT_FUNDS: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BANNED: 403,
  IP_BLOCKED: 403,
  FOREIGN_ORIGIN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 409,
  ALREADY_INSTALLED: 409,
  ALREADY_CLAIMED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The JSON body of every non-2xx answer. `message` is safe to show to the player. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** The input field the error is about, when there is one (dotted path). */
  field?: string;
  /**
   * For RATE_LIMITED, when the service knows it: whole seconds until the same request can succeed
   * (chat messages; the gateway's own rate limits, which also send it as Retry-After). Optional, so
   * clients that do not read it see no change.
   */
  retryAfterSeconds?: number;
  requestId?: string;
}
