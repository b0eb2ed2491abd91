import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@app/platform';
import { buildWalletService } from './app.js';

export const walletService: ServiceDefinition = {
  name: 'wallet',
  schema: 'wallet',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  defaultPort: 4002,
  build: (infra) => buildWalletService(infra),
};
