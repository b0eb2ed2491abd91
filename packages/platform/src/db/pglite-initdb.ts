// `node pglite-initdb.js <dir>`: creates a PGlite data directory and exits (see createPgliteDataDir).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-initdb.js <data directory>');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
const pglite = new PGlite(pgliteOptions(dir));
await pglite.waitReady;
await pglite.close();
