/**
 * What tells one database from another without superuser rights: when the admin service's first
 * migration was applied there (to the microsecond, recorded by the platform's applyMigrations). Two
 * databases share it only if they are the same one, or one was copied from the other, which for the
 * installer's question ("is the server I typed the one this instance runs on?") counts as the same.
 * Null when the database has no such record: no instance of this product has started on it.
 */
const ADMIN_MIGRATIONS = '"admin"."_migrations"';

export async function databaseIdentity(query: <T>(sql: string) => Promise<T[]>): Promise<string | null> {
  const [table] = await query<{ present: boolean }>(`SELECT to_regclass('${ADMIN_MIGRATIONS}') IS NOT NULL AS "present"`);
  if (!table?.present) return null;
  const [first] = await query<{ applied: string }>(`SELECT "applied_at"::text AS "applied" FROM ${ADMIN_MIGRATIONS} ORDER BY "name" LIMIT 1`);
  return first?.applied ?? null;
}
