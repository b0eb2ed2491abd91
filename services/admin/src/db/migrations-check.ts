import type { AdminPrisma } from './client.js';

/**
 * The schemas (of those given) in which no migration has been recorded. Every service applies its own
 * migrations on start and records them in `<schema>._migrations` (platform applyMigrations); all services
 * share one database, so the admin can see whether each has done so without reading its tables.
 */
export async function schemasWithoutMigrations(prisma: AdminPrisma, schemas: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const schema of schemas) {
    const [table] = await prisma.$queryRaw<{ present: boolean }[]>`SELECT to_regclass(${`"${schema}"."_migrations"`}) IS NOT NULL AS "present"`;
    if (!table?.present) {
      missing.push(schema);
      continue;
    }
    // Identifiers cannot be parameters; `schema` comes from the fixed list of services, never from a request.
    const [row] = await prisma.$queryRawUnsafe<{ applied: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM "${schema}"."_migrations") AS "applied"`);
    if (!row?.applied) missing.push(schema);
  }
  return missing;
}
