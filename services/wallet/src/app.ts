import {
  Outbox,
  SettingsView,
  addHealthRoutes,
  createServiceApp,
  databaseAnswers,
  finishServiceApp,
  InboxPruner,
  requireDatabase,
  type Infrastructure,
  type Service,
} from '@app/platform';
import { RobuxPayouts } from './application/robux-payouts.js';
import { serveWalletCommands } from './commands/serve-commands.js';
import { serveWithdrawalCommands } from './commands/serve-withdrawal-commands.js';
import type { WalletContext } from './context.js';
import { createWalletDatabase } from './db/client.js';
import { WALLET_SCHEMA } from './db/tables.js';
import { walletConfigFromEnv, type WalletConfig } from './env.js';
import { EARNINGS_CONSUMER } from './events/challenge-activity.js';
import { consumeWalletEvents } from './events/consume-events.js';
import { dailyBonusRouter } from './routes/daily-bonus.js';
import { dailyChallengesRouter } from './routes/daily-challenges.js';
import { offerPostbacksRouter } from './routes/offer-postbacks.js';
import { offersRouter } from './routes/offers.js';
import { playerStatsRouter } from './routes/player-stats.js';
import { transactionsRouter } from './routes/transactions.js';
import { withdrawalLimitsRouter } from './routes/withdrawal-limits.js';
import { withdrawalsRouter } from './routes/withdrawals.js';

export { walletService } from './definition.js';

export interface WalletServiceOptions {
  config?: WalletConfig;
  /** the clock of the daily bonus and challenges (tests move it across UTC midnight) */
  now?: () => Date;
}

/** The running service plus what tests reach into: the Robux payouts, to run a sweep now. */
export interface WalletService extends Service {
  readonly payouts: RobuxPayouts;
}

/**
 * The wallet: balances and the append-only ledger, and everything that earns or withdraws points
 * (daily bonus, challenges, offers and their postbacks, referrals, withdrawals with the Robux payout).
 * Other services move points only through its commands (wallet.v1.bet(s) / credit / debit); every change
 * but an instant bet writes its wallet.balance.changed event to the outbox in the same transaction.
 */
export async function buildWalletService(infra: Infrastructure, options: WalletServiceOptions = {}): Promise<WalletService> {
  const { logger, bus } = infra;
  const { prisma, sql } = createWalletDatabase(requireDatabase(infra));
  const outbox = new Outbox(WALLET_SCHEMA, logger);
  const inboxPruner = new InboxPruner(WALLET_SCHEMA, logger, { keepConsumers: [EARNINGS_CONSUMER] });
  const settings = await SettingsView.load(bus.kv, logger);
  const ctx: WalletContext = { prisma, sql, outbox, settings, bus, logger, config: options.config ?? walletConfigFromEnv(), now: options.now ?? (() => new Date()) };
  const payouts = new RobuxPayouts(ctx);

  serveWalletCommands(bus, { prisma, sql, outbox }, logger, ctx.now);
  serveWithdrawalCommands(bus, ctx, payouts);
  consumeWalletEvents(bus, { prisma, sql, outbox, settings, logger });

  const app = createServiceApp({ logger, internalSecret: infra.internalSecret });
  app.use(
    transactionsRouter(prisma),
    playerStatsRouter(ctx),
    dailyBonusRouter(ctx),
    dailyChallengesRouter(ctx),
    offersRouter(ctx),
    offerPostbacksRouter(ctx),
    withdrawalsRouter(ctx, payouts),
    withdrawalLimitsRouter(ctx),
  );
  const readiness = async () => ({ database: await databaseAnswers(prisma), bus: bus.isHealthy() });
  addHealthRoutes(app, readiness);
  finishServiceApp(app, logger);

  return {
    name: 'wallet',
    app,
    payouts,
    readiness,
    async start() {
      outbox.start(sql, bus);
      inboxPruner.start(sql);
      payouts.start();
    },
    async stop() {
      await payouts.stop();
      await inboxPruner.stop();
      await outbox.stop();
      settings.close();
      await prisma.$disconnect();
    },
  };
}
