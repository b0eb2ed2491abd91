import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM helper shared with the db:* scripts
import { servicesWithSchema } from '../../scripts/prisma-tools.mjs';

/** A service that owns data: its Prisma schema and its committed migrations. */
export interface ServiceSchema {
  name: string;
  schemaFile: string;
  migrationsDir: string;
}

export const serviceSchemas = servicesWithSchema() as ServiceSchema[];

/** The schema name a service's Prisma schema declares (`schemas = ["auth"]`). */
export function declaredSchema(schemaFile: string): string {
  const match = /schemas\s*=\s*\["([a-z_]+)"\]/.exec(readFileSync(schemaFile, 'utf8'));
  if (!match?.[1]) throw new Error(`${schemaFile} declares no schema`);
  return match[1];
}
