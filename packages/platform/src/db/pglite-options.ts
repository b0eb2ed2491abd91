import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, added to PGlite's own start parameters on every start
 * (so they apply to data directories made before them, too). PGlite keeps initdb's 128 MB of
 * shared_buffers, and its WebAssembly memory touches all of it at start-up: with 16 MB the instance idles
 * at about 160 MB of RSS instead of 290 MB (measured here). The embedded mode is meant for small sites;
 * the database files still sit in the operating system's page cache, so a miss in this buffer pool
 * costs a system call, not a disk read.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

export function pgliteOptions(dataDir: string | undefined): PGliteOptions {
  return {
    ...(dataDir ? { dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])],
  };
}
