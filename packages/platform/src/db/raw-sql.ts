/** The slice of a Prisma client (or transaction client) that platform helpers need. */
export interface RawSql {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}
