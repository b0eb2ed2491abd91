import {
  addHealthRoutes,
  createServiceApp,
  databaseAnswers,
  finishServiceApp,
  InboxPruner,
  Outbox,
  requireDatabase,
  type Infrastructure,
  type Service,
} from '@app/platform';
import { createAdminGuard } from './application/admin-guard.js';
import { ChallengeStore } from './application/challenge-store.js';
import { Installer } from './application/installer.js';
import { Moderation } from './application/moderation.js';
import { RemoteActions } from './application/remote-actions.js';
import { SettingsStore } from './application/settings-store.js';
import { UserAdmin } from './application/user-admin.js';
import { WithdrawalAdmin } from './application/withdrawal-admin.js';
import { createAdminDatabase } from './db/client.js';
import { runtimeDatabaseOf } from './domain/installer.js';
import { registerStatsProjection } from './events/stats-projection.js';
import { adminOnly } from './routes/admin-only.js';
import { adminChallengeRoutes } from './routes/admin-challenges.js';
import { adminModerationRoutes } from './routes/admin-moderation.js';
import { adminOverviewRoutes } from './routes/admin-overview.js';
import { adminSettingsRoutes } from './routes/admin-settings.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { adminWithdrawalRoutes } from './routes/admin-withdrawals.js';
import { installerRoutes } from './routes/installer.js';
import { publicStatsRoutes } from './routes/public-stats.js';

export { adminService } from './definition.js';

/**
 * The admin service: settings and daily challenges (mirrored to every service through KV), the admin
 * panel's calls with the audit log of every action, the stats kept from events, and the installer.
 */
export async function buildAdminService(infra: Infrastructure): Promise<Service> {
  const { bus, logger } = infra;
  const db = requireDatabase(infra);
  const { prisma, sql } = createAdminDatabase(db);
  const outbox = new Outbox('admin', logger);
  const inboxPruner = new InboxPruner('admin', logger);
  const settings = new SettingsStore(prisma, bus.kv, logger);
  const challenges = new ChallengeStore(prisma, bus.kv, logger);
  const remoteActions = new RemoteActions(prisma, bus, logger);
  const installer = new Installer({ prisma, runtimeDatabase: runtimeDatabaseOf(db.kind), bus, settings, logger });

  registerStatsProjection(bus, sql);

  const app = createServiceApp({ logger, internalSecret: infra.internalSecret });
  app.use('/api/installer', installerRoutes(installer, logger));
  app.use(publicStatsRoutes(prisma));
  // Every /api/admin route is behind the admin check, including any added later.
  app.use('/api/admin', adminOnly(createAdminGuard(bus, { isInstalled: () => installer.isInstalled() })));
  app.use('/api/admin', adminOverviewRoutes(prisma, bus));
  app.use('/api/admin', adminUserRoutes(new UserAdmin(bus, remoteActions)));
  app.use('/api/admin', adminWithdrawalRoutes(new WithdrawalAdmin(bus, remoteActions)));
  app.use('/api/admin', adminChallengeRoutes(challenges));
  app.use('/api/admin', adminModerationRoutes(new Moderation(bus, remoteActions)));
  app.use('/api/admin', adminSettingsRoutes(settings));
  const readiness = async () => ({ database: await databaseAnswers(prisma), bus: bus.isHealthy() });
  addHealthRoutes(app, readiness);
  finishServiceApp(app, logger);

  return {
    name: 'admin',
    app,
    readiness,
    async start() {
      outbox.start(sql, bus);
      inboxPruner.start(sql);
      // Start-up is where a lost KV bucket (NATS restarted without its storage) is refilled.
      await settings.mirrorAll();
      settings.startMirroring();
      await challenges.seedDefaults();
      await challenges.mirror();
      challenges.startMirroring();
      remoteActions.startRetrying();
      await installer.start();
    },
    async stop() {
      await installer.stop();
      await remoteActions.stopRetrying();
      await challenges.stopMirroring();
      await settings.stopMirroring();
      await inboxPruner.stop();
      await outbox.stop();
      await prisma.$disconnect();
    },
  };
}
