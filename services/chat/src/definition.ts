import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@app/platform';
import { buildChatService } from './app.js';

export const chatService: ServiceDefinition = {
  name: 'chat',
  schema: 'chat',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  defaultPort: 4004,
  usesRedis: true,
  build: (infra) => buildChatService(infra),
};
