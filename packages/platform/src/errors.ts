import { errorStatus, isErrorCode, isPlainPredicate, type ErrorBody, type ErrorCode } from '@app/contracts';
import type { ZodError } from 'zod';

/** The one error type services throw on purpose; its code picks the HTTP status from the contracts table. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(requestId?: string): ErrorBody {
    return { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}), ...(requestId ? { requestId } : {}) };
  }

  static fromBody(body: unknown): AppError {
    const b = body as Partial<ErrorBody> | null;
    if (b && isErrorCode(b.code) && typeof b.message === 'string') return new AppError(b.code, b.message, b.field);
    return new AppError('INTERNAL', 'Unexpected error reply');
  }
}

/**
 * A 429 that says when the same request can succeed: whole seconds in the body's `retryAfterSeconds`
 * (ErrorBody), which the web app counts down, and in the message for any other client. Whoever answers
 * it over HTTP also sends the seconds as the standard Retry-After header.
 */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }

  override toBody(requestId?: string): ErrorBody {
    return { ...super.toBody(requestId), retryAfterSeconds: this.retryAfterSeconds };
  }
}

/**
 * A zod failure as a 400 naming the first offending field ("betAmount: must be at least 1").
 * A message that already starts with the field ("bets: place at least one bet", "betAmount must be at
 * least 1") is kept as it is, so the name is not printed twice (a nested field's own name is replaced by its
 * path: "bets.player: must be at least 1"); a failure of the whole input (a list sent
 * where an object is expected) reads "The request must be an object (got a list)".
 */
export function validationError(error: ZodError, where?: string): AppError {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = path || where;
  const message = issue ? messageFor(issue.message, field) : 'Invalid input';
  return new AppError('VALIDATION_FAILED', message, field || undefined);
}

function messageFor(message: string, field: string | undefined): string {
  if (!field) return isPlainPredicate(message) ? `The request ${message}` : message;
  if (namesField(message, field)) return message;
  // A shared field schema names only itself ("player must be at least 1" inside `bets`): the path replaces
  // that name rather than standing before it ("bets.player: must be at least 1", not "bets.player: player …").
  const own = field.slice(field.lastIndexOf('.') + 1);
  if (own !== field && namesField(message, own)) return `${field}: ${message.slice(own.length).replace(/^:?\s*/, '')}`;
  return `${field}: ${message}`;
}

function namesField(message: string, field: string): boolean {
  return message.startsWith(`${field}:`) || message.startsWith(`${field} `);
}

export function isRetriable(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'TIMEOUT' || error.code === 'UNAVAILABLE');
}
