import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@app/platform';
import { buildAdminService } from './app.js';

export const adminService: ServiceDefinition = {
  name: 'admin',
  schema: 'admin',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  defaultPort: 4005,
  build: buildAdminService,
};
