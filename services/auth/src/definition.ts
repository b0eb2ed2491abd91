import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@app/platform';
import { buildAuthService } from './app.js';

export const authService: ServiceDefinition = {
  name: 'auth',
  schema: 'auth',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  defaultPort: 4001,
  usesRedis: true,
  build: buildAuthService,
};
