// npm run db:migration -- <service> <name>
// Writes prisma/migrations/<NNNN>_<name>/migration.sql with the SQL that takes the schema as of the last
// migration (its snapshot) to the current schema.prisma, and stores the new snapshot beside it.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listMigrationFolders } from './migration-folders.mjs';
import { prismaDiff, servicesWithSchema } from './prisma-tools.mjs';

const [serviceName, rawName] = process.argv.slice(2);
const service = servicesWithSchema().find((s) => s.name === serviceName);
if (!service || !rawName) {
  console.error('usage: npm run db:migration -- <service> <name>   (services: ' + servicesWithSchema().map((s) => s.name).join(', ') + ')');
  process.exit(2);
}
const existing = listMigrationFolders(service.migrationsDir);
const last = existing.at(-1);
const fromSnapshot = last ? join(service.migrationsDir, last, 'schema.snapshot.prisma') : null;
if (fromSnapshot && !existsSync(fromSnapshot)) throw new Error(`missing snapshot ${fromSnapshot}`);
const sql = prismaDiff(fromSnapshot, service.schemaFile);
if (!sql.trim() || /^-- This is an empty migration/m.test(sql)) {
  console.log('schema unchanged: no migration written');
  process.exit(0);
}
const number = String(existing.length + 1).padStart(4, '0');
const folder = join(service.migrationsDir, `${number}_${rawName.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`);
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'migration.sql'), sql);
copyFileSync(service.schemaFile, join(folder, 'schema.snapshot.prisma'));
console.log(`written ${folder}/migration.sql`);
