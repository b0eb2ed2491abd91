import type { SqlSession } from '@app/platform';

/**
 * What PostgreSQL's catalogue says about one schema, in a form two databases can be compared by:
 * tables, columns (type, length, precision, nullability, default), indexes (definition) and constraints
 * (primary keys, uniques, foreign keys). CHECK constraints are left out: Prisma cannot describe them,
 * so they are hand-written below a marker in the migrations and each service's tests prove them.
 */
export interface SchemaCatalogue {
  tables: string[];
  columns: string[];
  indexes: string[];
  constraints: string[];
}

export async function readCatalogue(sql: SqlSession, schema: string): Promise<SchemaCatalogue> {
  const tables = await sql.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = $1 AND table_name <> '_migrations' ORDER BY 1`,
    [schema],
  );
  const columns = await sql.query<{ c: string }>(
    `SELECT concat_ws(' | ', table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale,
                      datetime_precision, is_nullable, regexp_replace(coalesce(column_default, ''), '_seq[0-9]*''', '_seq''')) AS c
       FROM information_schema.columns WHERE table_schema = $1 AND table_name <> '_migrations' ORDER BY table_name, column_name`,
    [schema],
  );
  const indexes = await sql.query<{ i: string }>(
    `SELECT indexdef AS i FROM pg_indexes WHERE schemaname = $1 AND tablename <> '_migrations' ORDER BY indexname`,
    [schema],
  );
  const constraints = await sql.query<{ k: string }>(
    `SELECT concat_ws(' | ', rel.relname, con.conname, con.contype, pg_get_constraintdef(con.oid)) AS k
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      WHERE ns.nspname = $1 AND rel.relname <> '_migrations' AND con.contype IN ('p', 'u', 'f') ORDER BY 1`,
    [schema],
  );
  return {
    tables: tables.map((r) => r.t),
    columns: columns.map((r) => r.c),
    indexes: indexes.map((r) => r.i),
    constraints: constraints.map((r) => r.k),
  };
}
