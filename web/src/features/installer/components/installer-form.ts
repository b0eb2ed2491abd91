import { appSettingsProblem, DEFAULT_POSTGRES_PORT, ZEmail, ZNewPassword, ZOptionalPersonName, ZUsername, type DatabaseConfig, type InstallRequest } from '@app/contracts';
import { SITE_NAME } from '@/lib/site';

/** What the four steps of the installer collect, as the inputs hold it (strings, before conversion). */
export interface DatabaseForm {
  type: 'embedded' | 'postgresql';
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
}

export interface AdminForm {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export interface SettingsForm {
  siteName: string;
  siteUrl: string;
  emailEnabled: boolean;
  sendgridApiKey: string;
  emailFrom: string;
}

export interface InstallerForm {
  database: DatabaseForm;
  admin: AdminForm;
  settings: SettingsForm;
}

export const INSTALLER_STEPS = ['Database', 'Admin', 'Settings', 'Review'] as const;
export type InstallerStep = 1 | 2 | 3 | 4;

export function initialInstallerForm(runtimeDatabase: DatabaseForm['type'], origin: string): InstallerForm {
  return {
    database: { type: runtimeDatabase, host: 'localhost', port: String(DEFAULT_POSTGRES_PORT), database: 'pointsplay', username: 'postgres', password: '' },
    admin: { username: '', email: '', firstName: '', lastName: '', password: '', confirmPassword: '' },
    settings: { siteName: SITE_NAME, siteUrl: origin, emailEnabled: false, sendgridApiKey: '', emailFrom: '' },
  };
}

export const INVALID_PORT = 'Port must be a whole number from 1 to 65535';

/**
 * The port as typed: digits only, 1 to 65535, or null. An empty field means the default port (the
 * placeholder shows it); anything else that is not a port is the field's error, never silently 5432.
 */
export function parsePort(raw: string): number | null {
  const text = raw.trim();
  if (!text) return DEFAULT_POSTGRES_PORT;
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

export type DatabaseErrors = Partial<Record<'host' | 'port' | 'database' | 'username', string>>;

/** The database step's field errors, said under each field before the server is asked. */
export function databaseErrors(form: DatabaseForm): DatabaseErrors {
  if (form.type === 'embedded') return {};
  const errors: DatabaseErrors = {};
  if (!form.host.trim()) errors.host = 'Host is required';
  if (parsePort(form.port) === null) errors.port = INVALID_PORT;
  if (!form.database.trim()) errors.database = 'Database name is required';
  if (!form.username.trim()) errors.username = 'Username is required';
  return errors;
}

/** The configuration to test and install with; null while a field is invalid (then nothing is sent). */
export function toDatabaseConfig(form: DatabaseForm): DatabaseConfig | null {
  if (form.type === 'embedded') return { type: 'embedded' };
  const port = parsePort(form.port);
  if (port === null || Object.keys(databaseErrors(form)).length > 0) return null;
  return {
    type: 'postgresql',
    host: form.host.trim(),
    port,
    database: form.database.trim(),
    username: form.username.trim(),
    password: form.password,
  };
}

/**
 * A key identifying a database configuration, to know whether the one on screen is the one tested; null
 * while the form is invalid (such a configuration is never tested, so it never counts as tested).
 */
export function databaseConfigKey(form: DatabaseForm): string | null {
  const config = toDatabaseConfig(form);
  return config ? JSON.stringify(config) : null;
}

export const PASSWORDS_DO_NOT_MATCH = 'Admin passwords do not match';
export type AdminErrors = Partial<Record<'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword', string>>;

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/**
 * Problems with the admin step, by field, only for fields that have been filled in (an empty form is not
 * shouted at). The server checks the same contract rules again at install.
 */
export function adminErrors(admin: AdminForm): AdminErrors {
  const errors: AdminErrors = {};
  if (admin.username) errors.username = firstIssue(ZUsername.safeParse(admin.username));
  if (admin.email) errors.email = firstIssue(ZEmail.safeParse(admin.email));
  // optional, but the install refuses a name the registration form would (over 50 characters)
  errors.firstName = firstIssue(ZOptionalPersonName.safeParse(admin.firstName));
  errors.lastName = firstIssue(ZOptionalPersonName.safeParse(admin.lastName));
  if (admin.password) errors.password = firstIssue(ZNewPassword.safeParse(admin.password));
  if (admin.confirmPassword && admin.password !== admin.confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** Step 2 -> 3: username, email and password filled, valid, and the password equal to its confirmation. */
export function isAdminStepComplete(admin: AdminForm): boolean {
  const filled = Boolean(admin.username.trim() && admin.email.trim() && admin.password);
  const errors = adminErrors(admin);
  return filled && admin.password === admin.confirmPassword && !Object.values(errors).some(Boolean);
}

/** Step 3 -> 4: the one message that blocks it (the install call's own rule), or null. */
export function settingsProblem(settings: SettingsForm): string | null {
  return appSettingsProblem(settings)?.message ?? null;
}

/** The request the Install button sends; null while the database step is invalid (then nothing is sent). */
export function toInstallRequest(form: InstallerForm): InstallRequest | null {
  const { admin, settings } = form;
  const database = toDatabaseConfig(form.database);
  if (!database) return null;
  return {
    database,
    admin: {
      username: admin.username.trim(),
      email: admin.email.trim(),
      password: admin.password,
      firstName: admin.firstName.trim() || undefined,
      lastName: admin.lastName.trim() || undefined,
    },
    app: {
      siteName: settings.siteName.trim(),
      siteUrl: settings.siteUrl.trim(),
      emailEnabled: settings.emailEnabled,
      sendgridApiKey: settings.emailEnabled ? settings.sendgridApiKey.trim() : undefined,
      emailFrom: settings.emailEnabled ? settings.emailFrom.trim() : undefined,
    },
  };
}
