import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.js';

const initdbScript = fileURLToPath(new URL('./pglite-initdb.js', import.meta.url));

/** Opens (creating on first use) the embedded database under `dir`; in memory without one (tests). */
export async function openPglite(dir: string | undefined): Promise<PGlite> {
  if (dir && !existsSync(join(dir, 'PG_VERSION'))) await createPgliteDataDir(dir);
  const pglite = new PGlite(pgliteOptions(dir));
  await pglite.waitReady;
  return pglite;
}

/**
 * Creating a data directory runs initdb in a second PGlite instance, which takes about 800 MB of RSS
 * while it works; in the long-running process that memory lingers until a garbage collection happens to
 * free it (the first start idled at 480–870 MB, a restart at 400 MB, measured here). A short-lived child
 * process does the work instead, in a sibling directory renamed into place once complete, so an
 * interrupted first start never leaves a half-made database behind. From the TypeScript sources (tests)
 * there is no compiled script to run, and the work stays in this process.
 */
async function createPgliteDataDir(dir: string): Promise<void> {
  if (!existsSync(initdbScript)) {
    mkdirSync(dir, { recursive: true });
    return;
  }
  mkdirSync(dirname(dir), { recursive: true });
  const staging = `${dir}.creating`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [initdbScript, staging], { timeout: 300_000 });
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`creating the embedded database in ${dir} failed${stderr ? `: ${stderr}` : ''}`, { cause: err });
  }
  try {
    // rename(2) replaces an empty directory and refuses one with files in it: those are never overwritten
    renameSync(staging, dir);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${dir} holds files but no database (no PG_VERSION): move them away to create one there`, { cause: err });
  }
}
