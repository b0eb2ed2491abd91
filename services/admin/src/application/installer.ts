import { randomUUID } from 'node:crypto';
import { validateSetting, type InstallRequest, type InstallerStatusResponse } from '@app/contracts';
import { AppError, databaseAnswers, type Bus, type Logger } from '@app/platform';
import {
  chosenDatabaseOf,
  DATA_OWNING_SCHEMAS,
  databaseMismatchMessage,
  installSettings,
  missingMigrationsMessage,
  type RuntimeDatabase,
} from '../domain/installer.js';
import { assertValidSettingChange } from '../domain/settings.js';
import { recordAdminAction } from '../db/audit-log.js';
import type { AdminPrisma } from '../db/client.js';
import { claimInstall, markInstalled, readInstallStatus, releaseInstallClaim } from '../db/install-state.js';
import { schemasWithoutMigrations } from '../db/migrations-check.js';
import type { SettingsStore } from './settings-store.js';

/** Creating the admin hashes a password (argon2id) on the auth side: allow it more than the default 5 s. */
const ADMIN_CREATE_TIMEOUT_MS = 15_000;

export interface InstallerDeps {
  prisma: AdminPrisma;
  runtimeDatabase: RuntimeDatabase;
  bus: Bus;
  settings: SettingsStore;
  logger: Logger;
}

/**
 * The first-run installer (design section 2): checks the database, creates the first admin through the
 * auth service, writes the app settings, and then locks itself for good. Two concurrent installs have
 * exactly one winner: the install_state row is claimed once, before anything is created.
 */
export class Installer {
  /** Once seen installed, always installed: no need to ask the database again. */
  private installedSeen = false;

  constructor(private readonly deps: InstallerDeps) {}

  async isInstalled(): Promise<boolean> {
    if (!this.installedSeen) this.installedSeen = (await readInstallStatus(this.deps.prisma)) === 'installed';
    return this.installedSeen;
  }

  async status(): Promise<InstallerStatusResponse> {
    return { installed: await this.isInstalled(), runtimeDatabase: this.deps.runtimeDatabase };
  }

  /** Every installer call but status is closed for good once installed. */
  async assertNotInstalled(): Promise<void> {
    if (await this.isInstalled()) throw alreadyInstalled();
  }

  databaseAnswers(): Promise<boolean> {
    return databaseAnswers(this.deps.prisma);
  }

  async install(request: InstallRequest, ipAddress: string | null): Promise<void> {
    const { prisma, runtimeDatabase, bus, settings, logger } = this.deps;
    await this.assertNotInstalled();
    // Only the type is compared: the database in use is the one the process opened at start (DATABASE_URL
    // or PGlite under DATA_DIR); the wizard's PostgreSQL details only served its connection test.
    const mismatch = databaseMismatchMessage(chosenDatabaseOf(request.database.type), runtimeDatabase);
    if (mismatch) throw new AppError('BAD_REQUEST', mismatch, 'database.type');

    // e-mail links are built on the site URL: name the wizard's field, not the setting behind it
    const siteUrlProblem = validateSetting('site_url', request.app.siteUrl);
    if (siteUrlProblem) throw new AppError('VALIDATION_FAILED', `Site URL ${siteUrlProblem.replace(/^site_url: /, '')}`, 'app.siteUrl');
    const changes = installSettings(request.app);
    for (const change of changes) assertValidSettingChange(change.key, change.value);

    const token = randomUUID();
    if (!(await claimInstall(prisma, token, runtimeDatabase))) throw alreadyInstalled();
    try {
      if (!(await this.databaseAnswers())) throw new AppError('UNAVAILABLE', 'The database did not answer; check that it is running and retry');
      const missing = await schemasWithoutMigrations(prisma, DATA_OWNING_SCHEMAS);
      if (missing.length) throw new AppError('UNAVAILABLE', missingMigrationsMessage(missing));

      // Outside any transaction: the auth service writes to the same (embedded: single-connection) database.
      const { userId } = await bus.request('auth.v1.admin.create', request.admin, { timeoutMs: ADMIN_CREATE_TIMEOUT_MS }).catch((err: unknown) => {
        // A taken username or e-mail is the wizard's to fix: a 400 with auth's own message.
        if (err instanceof AppError && err.code === 'CONFLICT') throw new AppError('BAD_REQUEST', err.message, err.field);
        throw err;
      });

      const actor = { adminId: userId, ipAddress };
      await prisma.$transaction(async (tx) => {
        await settings.writeInTransaction(tx, changes, actor);
        if (!(await markInstalled(tx, token, userId))) throw alreadyInstalled();
        await recordAdminAction(tx, {
          ...actor,
          action: 'installer.completed',
          targetType: 'user',
          targetId: userId,
          targetUserId: userId,
          details: { databaseType: runtimeDatabase, adminUsername: request.admin.username, siteName: request.app.siteName },
        });
      });
    } catch (err) {
      await releaseInstallClaim(prisma, token).catch((releaseErr: unknown) => logger.warn({ err: releaseErr }, 'could not release the install claim'));
      throw err;
    }
    this.installedSeen = true;
    logger.info({ admin: request.admin.username, database: runtimeDatabase }, 'installation completed');
    await settings.publishAfterCommit(changes.map((c) => c.key));
  }
}

function alreadyInstalled(): AppError {
  return new AppError('ALREADY_INSTALLED', 'Already installed');
}
