import type { DatabaseConfig, InstallRequest } from '@app/contracts';
import type { DatabaseHandle } from '@app/platform';

export type RuntimeDatabase = 'embedded' | 'postgresql';

/**
 * An install holds its claim on a short lease, renewed every INSTALL_CLAIM_RENEW_MS while it runs. A claim
 * whose lease ran out belonged to a run that died (process killed, replica lost); any replica may take it
 * over. A failed run gives its lease back at once, and the embedded mode (one process) drops any claim
 * left 'installing' when it starts, since no run can outlive its process.
 */
export const INSTALL_CLAIM_LEASE_SECONDS = 15;
export const INSTALL_CLAIM_RENEW_MS = 3_000;

export function installInProgressMessage(secondsLeft: number): string {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return `An installation is in progress; try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** The admin routes before the installer has completed: nobody is an administrator of a site not set up yet. */
export const NOT_INSTALLED_MESSAGE = 'This site is not set up yet: finish the installer first';

/** The schemas of every service that owns data; each must have applied its migrations before an install. */
export const DATA_OWNING_SCHEMAS = ['auth', 'wallet', 'games', 'chat', 'admin'] as const;

export function runtimeDatabaseOf(kind: DatabaseHandle['kind']): RuntimeDatabase {
  return kind === 'pglite' ? 'embedded' : 'postgresql';
}

/** The installer's choice; the spec's 'sqlite' is the embedded database (design section 2). */
export function chosenDatabaseOf(type: DatabaseConfig['type']): RuntimeDatabase {
  return type === 'postgresql' ? 'postgresql' : 'embedded';
}

export const RUNS_ON_POSTGRES_MESSAGE = 'This instance runs on PostgreSQL (DATABASE_URL); choose PostgreSQL';

export const NOT_THIS_DATABASE_MESSAGE =
  'Connected, but this is not the database this instance runs on: enter the server and database that DATABASE_URL names, where the install will go';

/**
 * The database is chosen when the process starts, not by the wizard: a choice that differs from what this
 * instance runs on cannot be honoured, so it is refused with how to start on the other one.
 */
export function databaseMismatchMessage(chosen: RuntimeDatabase, runtime: RuntimeDatabase): string | null {
  if (chosen === runtime) return null;
  if (runtime === 'postgresql') {
    return `${RUNS_ON_POSTGRES_MESSAGE}, or start the embedded mode (npm start, without DATABASE_URL) to use the embedded database`;
  }
  return 'This instance runs on the embedded database; choose Embedded, or set DATABASE_URL and start the distributed mode (npm run start:cluster or docker compose) to use PostgreSQL';
}

export function missingMigrationsMessage(missing: readonly string[]): string {
  return `The database is missing the migrations of: ${missing.join(', ')}. Start every service once (each applies its migrations on start), then retry`;
}

/**
 * The settings the wizard's app step writes. `sessionSecret` is deliberately not among them: session
 * tokens are random values stored hashed by the auth service, so no secret signs them, and the secret
 * that signs identities between services (INTERNAL_SECRET) comes from the environment, not the wizard.
 */
export function installSettings(app: InstallRequest['app']): { key: string; value: string }[] {
  return [
    { key: 'site_name', value: app.siteName },
    { key: 'site_url', value: app.siteUrl },
    { key: 'email_enabled', value: String(app.emailEnabled) },
    { key: 'email_from', value: app.emailFrom ?? '' },
    { key: 'sendgrid_api_key', value: app.sendgridApiKey ?? '' },
  ];
}
