import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript sources of the workspace packages (the `development` export
// condition); the end-to-end and browser tiers start the built processes instead.
const resolve = { conditions: ['development', 'module', 'node', 'default'] };
const ssr = { resolve: { conditions: ['development'], externalConditions: ['development'] } };
// The web app's own imports (`@/lib/...`), for its unit tests, as web/vite.config.ts resolves them.
const webSrc = fileURLToPath(new URL('./web/src/', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { ...resolve, alias: [{ find: /^@\/(.*)$/, replacement: `${webSrc}$1` }] },
        ssr,
        test: {
          name: 'unit',
          include: ['packages/*/test/unit/**/*.test.ts', 'services/*/test/unit/**/*.test.ts', 'launcher/test/unit/**/*.test.ts', 'web/test/unit/**/*.test.ts', 'bench/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          include: ['packages/*/test/integration/**/*.test.ts', 'services/*/test/integration/**/*.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // what a loaded CI machine takes to show a change on screen (vitest's default of 1 s is not)
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // what a loaded CI machine takes to show a change on screen (vitest's default of 1 s is not)
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
