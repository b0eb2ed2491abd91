import { z } from 'zod';

/**
 * Parses process.env once with a zod schema. A bad or missing variable stops start-up with one line
 * per variable, naming it, instead of failing later somewhere far from the cause.
 */
export function loadEnv<T extends z.ZodRawShape>(shape: T, source: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<T>> {
  const parsed = z.object(shape).safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

export class EnvError extends Error {
  override name = 'EnvError';
}

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Building blocks for each service's env.ts. */
export const envVars = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  optionalUrl: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  secret: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  bool: (fallback: boolean) =>
    z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => (v === undefined ? fallback : v === 'true' || v === '1')),
};

/** Variables every service process reads in the distributed mode. */
export const distributedEnvShape = {
  /** required by every service that owns data; the gateway has none */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url('must be a postgresql:// URL').optional()),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** prefix of every NATS subject, stream and bucket; lets deployments or test runs share one server */
  NATS_NAMESPACE: z.string().regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only').default(''),
  /** how long start-up waits for the first NATS connection before it exits 1 (nats-first-connect.ts) */
  NATS_FIRST_CONNECT_TIMEOUT_MS: envVars.positiveInt(30_000),
  /** false while a cluster being upgraded still runs replicas whose consumers cannot read event bundles */
  NATS_EVENT_BUNDLES: envVars.bool(true),
  REDIS_URL: envVars.optionalUrl,
  INTERNAL_SECRET: z.string({ error: 'is required in the distributed mode' }).min(16, 'must be at least 16 characters'),
  LOG_LEVEL: envVars.logLevel,
  DATABASE_POOL_SIZE: envVars.positiveInt(10),
};
