/**
 * Whether an error means the database cannot be reached right now (server down or restarting, connection
 * killed, pool exhausted): the caller should answer 503 / UNAVAILABLE and may retry, not report a 500.
 * Besides socket and SQLSTATE codes this covers Prisma's P1001 "Can't reach database server" and P1017
 * "Server has closed the connection", and pg's "Client has encountered a connection error and is not
 * queryable" (a pooled connection that died under a request): all seen when PostgreSQL stops
 * (test/e2e/faults/postgres-outage.test.ts).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const text = String((err as { message?: string; code?: string })?.code ?? '') + ' ' + String((err as Error)?.message ?? '');
  return /ECONNREFUSED|ECONNRESET|57P01|57P03|08006|08001|P1001|P1017|Connection terminated|connect ETIMEDOUT|DatabaseNotReachable|timeout exceeded when trying to connect|Can't reach database server|not queryable/i.test(text);
}
