// Prisma 6's CLI runs its schema engine as WebAssembly when given a driver adapter (Prisma 7's CLI needs a
// native engine that cannot be downloaded here). We only use it for `migrate diff`, which never connects.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { defineConfig } from 'prisma6/config';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    return new PrismaPGlite(new PGlite()) as never;
  },
});
