import { z } from 'zod';
import { ZDatabaseConfig } from './database-config.js';

export const ZTestDatabaseRequest = z.object({ database: ZDatabaseConfig });
export const ZTestDatabaseResponse = z.object({ success: z.boolean(), error: z.string().optional() });
export type TestDatabaseResponse = z.infer<typeof ZTestDatabaseResponse>;
