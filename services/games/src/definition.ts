import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@app/platform';
import { buildGamesService } from './app.js';

export const gamesService: ServiceDefinition = {
  name: 'games',
  schema: 'games',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  defaultPort: 4003,
  build: (infra) => buildGamesService(infra),
};
