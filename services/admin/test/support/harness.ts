import { openSqlSession, type DatabaseHandle } from '@app/platform';
import { gatewayHeaders } from '@app/platform/testing';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One call through the service's HTTP API, signed as the gateway would sign it for `as` (null = visitor). */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { as?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...gatewayHeaders(options.as ?? null), ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * What the other services do on start: create their schema and record a migration. Until they are all
 * built, the installer's check that every service has migrated is fed this way.
 */
export async function pretendMigrated(db: DatabaseHandle, schemas: readonly string[]): Promise<void> {
  const sql = await openSqlSession(db);
  try {
    for (const schema of schemas) {
      await sql.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}";
        CREATE TABLE IF NOT EXISTS "${schema}"."_migrations" (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now());
        INSERT INTO "${schema}"."_migrations" (name) VALUES ('0001_init') ON CONFLICT DO NOTHING;`);
    }
  } finally {
    await sql.close();
  }
}

/**
 * What the installer leaves behind, for tests of the admin panel (not of the installer): the admin routes
 * answer only once the site is installed. Call it before the service starts.
 */
export async function pretendInstalled(db: DatabaseHandle, adminUserId: string | null = null): Promise<void> {
  await sqlQuery(
    db,
    `INSERT INTO "admin"."install_state" ("id", "status", "claimToken", "claimedAt", "installedAt", "adminUserId", "databaseType")
     VALUES (1, 'installed', gen_random_uuid(), now(), now(), $1, 'postgresql') ON CONFLICT ("id") DO NOTHING`,
    [adminUserId],
  );
}

export async function sqlQuery<R = Record<string, unknown>>(db: DatabaseHandle, query: string, params: unknown[] = []): Promise<R[]> {
  const sql = await openSqlSession(db);
  try {
    return await sql.query<R>(query, params);
  } finally {
    await sql.close();
  }
}

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

export const OTHER_SERVICE_SCHEMAS = ['auth', 'wallet', 'games', 'chat'] as const;

/** A complete, valid install request; override what a test is about. */
export function installRequest(overrides: { database?: unknown; admin?: Record<string, unknown>; app?: Record<string, unknown> } = {}) {
  return {
    database: overrides.database ?? { type: 'postgresql', host: '127.0.0.1', port: 5432, database: 'postgres', username: 'postgres', password: '' },
    admin: { username: 'site_admin', email: 'admin@example.test', password: 'correct-horse-battery', firstName: 'Ada', lastName: 'Admin', ...overrides.admin },
    app: {
      siteName: 'Test Casino',
      siteUrl: 'https://casino.example.test',
      sessionSecret: 'ignored-session-secret',
      emailEnabled: true,
      sendgridApiKey: 'SG.install-secret',
      emailFrom: 'noreply@example.test',
      ...overrides.app,
    },
  };
}
