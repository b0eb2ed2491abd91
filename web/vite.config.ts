import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractsSrc = fileURLToPath(new URL('../packages/contracts/src/', import.meta.url));
const webSrc = fileURLToPath(new URL('./src/', import.meta.url));

// The gateway (port 3000 by default) serves /api and /ws; `vite dev` forwards to it so cookies stay same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // Read the contracts from source so the web build never waits for `tsc -b` of the package.
      { find: /^@app\/contracts$/, replacement: `${contractsSrc}index.ts` },
      { find: /^@app\/contracts\/(.*)$/, replacement: `${contractsSrc}$1` },
      { find: /^@\/(.*)$/, replacement: `${webSrc}$1` },
    ],
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships /*#__PURE__*/ comments in places Rollup cannot use; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
});
