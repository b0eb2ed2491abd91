import { z } from 'zod';

/**
 * The installer's database step (design section 2): `embedded` (PGlite under DATA_DIR; the spec's
 * `sqlite` and its `filename` are accepted as the same thing) or a PostgreSQL server.
 */
export const ZDatabaseConfig = z.discriminatedUnion('type', [
  z.object({ type: z.literal('embedded'), filename: z.string().max(500).optional() }),
  z.object({ type: z.literal('sqlite'), filename: z.string().max(500).optional() }),
  z.object({
    type: z.literal('postgresql'),
    host: z.string().trim().min(1, 'Host is required').max(255),
    port: z.coerce.number().int().min(1).max(65535).default(5432),
    database: z.string().trim().min(1, 'Database name is required').max(63),
    username: z.string().trim().min(1, 'Username is required').max(63),
    password: z.string().max(200).default(''),
  }),
]);
export type DatabaseConfig = z.infer<typeof ZDatabaseConfig>;

export const DEFAULT_POSTGRES_PORT = 5432;
export const DEFAULT_EMBEDDED_FILENAME = './data/database.sqlite';
