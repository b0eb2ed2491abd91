// Shared by the Prisma scripts and the migrations test: where the schemas are, and how to run the CLIs
// without the native engines this network cannot download.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Services that own data: those with prisma/schema.prisma. */
export function servicesWithSchema() {
  return readdirSync(join(root, 'services'))
    .filter((name) => existsSync(join(root, 'services', name, 'prisma', 'schema.prisma')))
    .map((name) => ({
      name,
      schemaFile: join(root, 'services', name, 'prisma', 'schema.prisma'),
      migrationsDir: join(root, 'services', name, 'prisma', 'migrations'),
    }));
}

/** Any existing file will do: `prisma generate` checks the path but never runs the engine. */
function fakeEngineEnv() {
  const fake = join(tmpdir(), 'prisma-no-engine');
  if (!existsSync(fake)) writeFileSync(fake, '');
  return { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: fake, PRISMA_QUERY_ENGINE_LIBRARY: fake, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
}

export function prismaGenerate(schemaFile) {
  execFileSync(process.execPath, [join(root, 'node_modules/prisma/build/index.js'), 'generate', '--schema', schemaFile], {
    cwd: dirname(schemaFile),
    env: fakeEngineEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * Prisma 6's `migrate diff`, fed a copy of a Prisma 7 schema with the `url` Prisma 6 insists on.
 * `from` null means an empty database. Returns the SQL.
 */
export function prismaDiff(fromSchemaFile, toSchemaFile) {
  const dir = mkdtempSync(join(tmpdir(), 'prisma-diff-'));
  const legacy = (file, name) => {
    const out = join(dir, name);
    writeFileSync(out, readFileSync(file, 'utf8').replace(/datasource\s+db\s*\{/, 'datasource db {\n  url = "postgresql://unused@localhost/unused"'));
    return out;
  };
  const args = [join(root, 'node_modules/prisma6/build/index.js'), 'migrate', 'diff', '--config', join(root, 'scripts/prisma6.config.ts')];
  args.push(...(fromSchemaFile ? ['--from-schema-datamodel', legacy(fromSchemaFile, 'from.prisma')] : ['--from-empty']));
  args.push('--to-schema-datamodel', legacy(toSchemaFile, 'to.prisma'), '--script');
  return execFileSync(process.execPath, args, { cwd: root, env: fakeEngineEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
