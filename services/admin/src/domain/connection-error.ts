/**
 * The driver's own words for a failed database connection, for the installer to show. Node reports a
 * host that resolves to several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError with an
 * empty message; its first inner error is the useful one.
 */
export function describeConnectionError(err: unknown): string {
  if (err instanceof AggregateError && !err.message) {
    const inner = err.errors.map(describeConnectionError).find((m) => m !== UNKNOWN);
    if (inner) return inner;
  }
  if (err instanceof Error && err.message) return err.message;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code) return code;
  return UNKNOWN;
}

const UNKNOWN = 'Could not connect to the database';
