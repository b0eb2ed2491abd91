import { randomUUID } from 'node:crypto';
import { appSettingsProblem, type InstallRequest, type InstallerStatusResponse } from '@app/contracts';
import { AppError, databaseAnswers, INSTALLED_KV_KEY, INSTALLED_VALUE, type Bus, type Logger } from '@app/platform';
import { databaseIdentity } from '../db/database-identity.js';
import {
  chosenDatabaseOf,
  DATA_OWNING_SCHEMAS,
  databaseMismatchMessage,
  INSTALL_CLAIM_RENEW_MS,
  installInProgressMessage,
  installSettings,
  missingMigrationsMessage,
  type RuntimeDatabase,
} from '../domain/installer.js';
import { assertValidSettingChange } from '../domain/settings.js';
import { recordAdminAction } from '../db/audit-log.js';
import type { AdminPrisma } from '../db/client.js';
import {
  claimInstall,
  markInstalled,
  readInstallState,
  readInstallStatus,
  releaseAllInstallClaims,
  releaseInstallClaim,
  renewInstallClaim,
} from '../db/install-state.js';
import { schemasWithoutMigrations } from '../db/migrations-check.js';
import { MIRROR_INTERVAL_MS, type SettingsStore } from './settings-store.js';
import { SerialPasses } from './serial-passes.js';

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
 * exactly one winner: the install_state row is claimed once, before anything is created, on a short lease
 * the run renews while it works. A run that fails gives the claim back; one that died (killed process,
 * lost replica) loses it when its lease runs out, or at once when the embedded mode restarts. The admin
 * account's id is recorded with the first claim, so a retry takes over the account an unfinished run
 * created (whatever name and password it was given) rather than leaving a second administrator behind.
 * Once installed, the KV key INSTALLED_KV_KEY tells every service (auth opens registration on it).
 */
export class Installer {
  /** Once seen installed, always installed: no need to ask the database again. */
  private installedSeen = false;
  private readonly flagMirror: SerialPasses;

  constructor(private readonly deps: InstallerDeps) {
    this.flagMirror = new SerialPasses('installed flag mirror', deps.logger);
  }

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

  /** This instance's database as databaseIdentity tells it from another. */
  databaseIdentity(): Promise<string | null> {
    return databaseIdentity((sql) => this.deps.prisma.$queryRawUnsafe(sql));
  }

  async install(request: InstallRequest, ipAddress: string | null): Promise<void> {
    const { prisma, runtimeDatabase, bus, settings, logger } = this.deps;
    await this.assertNotInstalled();
    // Only the type is compared: the database in use is the one the process opened at start (DATABASE_URL
    // or PGlite under DATA_DIR); the wizard's PostgreSQL details only served its connection test.
    const mismatch = databaseMismatchMessage(chosenDatabaseOf(request.database.type), runtimeDatabase);
    if (mismatch) throw new AppError('BAD_REQUEST', mismatch, 'database.type');

    // named as the wizard names its fields, not as the settings behind them
    const appProblem = appSettingsProblem(request.app);
    if (appProblem) throw new AppError('VALIDATION_FAILED', appProblem.message, `app.${appProblem.field}`);
    const changes = installSettings(request.app);
    for (const change of changes) assertValidSettingChange(change.key, change.value);

    const token = randomUUID();
    const claim = await claimInstall(prisma, token, runtimeDatabase, randomUUID());
    if (!claim) throw await this.claimRefusal();
    const renewal = setInterval(() => {
      renewInstallClaim(prisma, token).catch((err: unknown) => logger.warn({ err }, 'could not renew the install claim'));
    }, INSTALL_CLAIM_RENEW_MS);
    renewal.unref();
    try {
      if (!(await this.databaseAnswers())) throw new AppError('UNAVAILABLE', 'The database did not answer; check that it is running and retry');
      const missing = await schemasWithoutMigrations(prisma, DATA_OWNING_SCHEMAS);
      if (missing.length) throw new AppError('UNAVAILABLE', missingMigrationsMessage(missing));

      // Outside any transaction: the auth service writes to the same (embedded: single-connection) database.
      // With the claim's admin id: auth creates the account with it, or takes over the one an unfinished
      // run created with it (new name, e-mail and password); an account that existed otherwise is refused.
      const admin = { ...request.admin, userId: claim.adminUserId };
      const { userId } = await bus.request('auth.v1.admin.create', admin, { timeoutMs: ADMIN_CREATE_TIMEOUT_MS }).catch((err: unknown) => {
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
    } finally {
      clearInterval(renewal);
    }
    this.installedSeen = true;
    logger.info({ admin: request.admin.username, database: runtimeDatabase }, 'installation completed');
    await settings.publishAfterCommit(changes.map((c) => c.key));
    // Before answering: whoever the wizard sends next (a player registering) finds the site installed.
    await this.mirrorInstalledFlag().catch((err: unknown) => logger.warn({ err }, 'installed, but the installed flag is not in KV yet; the next mirror pass puts it'));
  }

  /** Why a claim was refused: done for good, or a live run that holds it (and for how long at most). */
  private async claimRefusal(): Promise<AppError> {
    const state = await readInstallState(this.deps.prisma);
    if (!state || state.status === 'installed') return alreadyInstalled();
    return new AppError('CONFLICT', installInProgressMessage(state.leaseSecondsLeft));
  }

  /**
   * At start: in the embedded mode (one process, so no other run can be going) a claim left 'installing'
   * by an earlier process is given back, so the wizard can retry at once; then the installed flag is
   * checked against install_state, and again every MIRROR_INTERVAL_MS, as the settings are (a NATS restart that lost KV).
   */
  async start(): Promise<void> {
    const { prisma, runtimeDatabase, logger } = this.deps;
    if (runtimeDatabase === 'embedded' && (await releaseAllInstallClaims(prisma))) logger.warn('an installation was interrupted; the installer can be run again');
    await this.mirrorInstalledFlag();
    this.flagMirror.startPasses(() => this.mirrorInstalledFlag(), MIRROR_INTERVAL_MS);
  }

  stop(): Promise<void> {
    return this.flagMirror.stop();
  }

  /** Puts the installed flag in KV when installed; removes a stray one when install_state says otherwise. */
  async mirrorInstalledFlag(): Promise<void> {
    const { kv } = this.deps.bus;
    const installed = await this.isInstalled();
    const current = await kv.get(INSTALLED_KV_KEY);
    if (installed) {
      if (current !== INSTALLED_VALUE) await kv.put(INSTALLED_KV_KEY, INSTALLED_VALUE);
      return;
    }
    if (current === null) return;
    // The flag is put only after the install committed: read again, so an install that just finished
    // on another replica is not undone.
    if (await this.isInstalled()) return;
    await kv.delete(INSTALLED_KV_KEY);
  }
}

function alreadyInstalled(): AppError {
  return new AppError('ALREADY_INSTALLED', 'Already installed');
}
