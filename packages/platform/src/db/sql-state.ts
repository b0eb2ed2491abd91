type DriverError = {
  code?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown; kind?: unknown } } };
} | null;

/**
 * The PostgreSQL SQLSTATE of a failed statement, whichever way it was run: Prisma's model calls (a unique
 * violation is P2002), Prisma's raw calls (driver errors wrapped as P2010 with
 * `meta.driverAdapterError.cause.originalCode`), or plain SQL through pg or PGlite (the error's `code`).
 */
export function sqlStateOf(err: unknown): string | undefined {
  const e = err as DriverError;
  if (!e) return undefined;
  const cause = e.meta?.driverAdapterError?.cause;
  if (e.code === 'P2002' || cause?.kind === 'UniqueConstraintViolation') return '23505';
  const wrapped = cause?.originalCode ?? cause?.code;
  if (typeof wrapped === 'string') return wrapped;
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e.cause ? sqlStateOf(e.cause) : undefined;
}

/**
 * A unique key refused the write: another statement committed the same key first. The caller then asks
 * the database what is there, rather than parsing constraint names out of driver-specific metadata.
 */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === '23505';
}
