import type { DatabaseConfig, TestDatabaseResponse } from '@app/contracts';
import pg from 'pg';
import { describeConnectionError } from '../domain/connection-error.js';
import { databaseIdentity } from '../db/database-identity.js';
import { chosenDatabaseOf, databaseMismatchMessage, NOT_THIS_DATABASE_MESSAGE, RUNS_ON_POSTGRES_MESSAGE, type RuntimeDatabase } from '../domain/installer.js';

const CONNECT_TIMEOUT_MS = 5000;

/**
 * The installer's database step. The embedded database can only be the one this instance already runs
 * on (it is opened at start); a PostgreSQL server is tested with a real connection and the driver's
 * answer, whatever it is, is the result: a failure is `{ success: false, error }`, never an HTTP error.
 * A choice this instance cannot install on (PostgreSQL while it runs on the embedded database) fails
 * here, at step 1, with the message the install itself would give, not three steps later. So does a
 * server that answers but is not the database this instance runs on (DATABASE_URL): the install goes
 * there whatever the wizard was told, and "connected" would have said the opposite.
 */
export async function testDatabase(
  config: DatabaseConfig,
  runtime: { database: RuntimeDatabase; answers: () => Promise<boolean>; identity: () => Promise<string | null> },
): Promise<TestDatabaseResponse> {
  if (chosenDatabaseOf(config.type) === 'embedded') {
    if (runtime.database !== 'embedded') return { success: false, error: RUNS_ON_POSTGRES_MESSAGE };
    return (await runtime.answers()) ? { success: true } : { success: false, error: 'The embedded database did not answer' };
  }
  if (config.type !== 'postgresql') throw new Error('unreachable');
  const mismatch = databaseMismatchMessage('postgresql', runtime.database);
  if (mismatch) return { success: false, error: mismatch };
  return testPostgresServer(config, runtime.identity);
}

async function testPostgresServer(config: Extract<DatabaseConfig, { type: 'postgresql' }>, runtimeIdentity: () => Promise<string | null>): Promise<TestDatabaseResponse> {
  const client = new pg.Client({
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.username,
    password: config.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
  });
  // A server that drops the connection later must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT version()');
    const [typed, running] = await Promise.all([databaseIdentity(async (sql) => (await client.query(sql)).rows), runtimeIdentity()]);
    return typed !== null && typed === running ? { success: true } : { success: false, error: NOT_THIS_DATABASE_MESSAGE };
  } catch (err) {
    return { success: false, error: describeConnectionError(err) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
