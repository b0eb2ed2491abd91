import express from 'express';
import { InboxPruner, Outbox, SettingsView, addHealthRoutes, createServiceApp, databaseAnswers, finishServiceApp, shutdownSignal, type Infrastructure, type Service } from '@app/platform';
import type { GamesContext } from './application/context.js';
import { InstantSettlements } from './application/instant-settlements.js';
import { NonceReservations } from './application/nonce-reservations.js';
import { PlayerHints } from './application/player-hints.js';
import { WalletBets } from './application/wallet-bets.js';
import { RoundTimer } from './application/round-timer.js';
import { createGamesDb } from './db/client.js';
import { gamesConfigFromEnv, type GamesConfig } from './env.js';
import { consumePlayers } from './events/players-consumer.js';
import { baccaratRoutes } from './routes/baccarat.js';
import { blackjackRoutes } from './routes/blackjack.js';
import { crashRoutes } from './routes/crash.js';
import { diceRoutes } from './routes/dice.js';
import { fairnessRoutes } from './routes/fairness.js';
import { historyRoutes } from './routes/history.js';
import { houseEdgesRoutes } from './routes/house-edges.js';
import { kenoRoutes } from './routes/keno.js';
import { minesRoutes } from './routes/mines.js';
import { plinkoRoutes } from './routes/plinko.js';
import { rouletteRoutes } from './routes/roulette.js';
import { slotsRoutes } from './routes/slots.js';
import { wheelRoutes } from './routes/wheel.js';

export { gamesService } from './definition.js';

export interface GamesServiceOptions {
  config?: GamesConfig;
  /** the clock of live crash rounds and timers (tests move it) */
  now?: () => number;
  /** aborted when the service begins to stop (default: the process's shutdown) */
  stopping?: AbortSignal;
}

/** The running service plus what tests reach into: the timer, to run a pass now. */
export interface GamesService extends Service {
  readonly timer: RoundTimer;
}

/**
 * The ten games, provably fair: the server draws every outcome from the player's seeds, records rounds in
 * its own schema, moves points only through the wallet's idempotent commands, and publishes
 * games.bet.settled through its outbox.
 */
export async function buildGamesService(infra: Infrastructure, options: GamesServiceOptions = {}): Promise<GamesService> {
  const { logger, bus } = infra;
  const { db, sql } = createGamesDb(infra);
  const settings = await SettingsView.load(bus.kv, logger);
  const outbox = new Outbox('games', logger);
  const inboxPruner = new InboxPruner('games', logger);
  const now = options.now ?? Date.now;
  const config = options.config ?? gamesConfigFromEnv();
  const ctx: GamesContext = {
    db,
    sql,
    bus,
    settings,
    outbox,
    logger,
    config,
    hints: new PlayerHints(),
    nonceReservations: new NonceReservations(sql, logger),
    walletBets: new WalletBets(bus, { timeoutMs: config.walletTimeoutMs, retries: config.walletRetries }, logger),
    instantSettlements: new InstantSettlements(sql, outbox, now),
    now,
    stopping: options.stopping ?? shutdownSignal,
  };

  consumePlayers(ctx);

  const app = createServiceApp({ logger, internalSecret: infra.internalSecret });
  const games = express.Router();
  // a round's answer is personal and never reusable
  games.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  games.use(
    fairnessRoutes(ctx),
    diceRoutes(ctx),
    rouletteRoutes(ctx),
    crashRoutes(ctx),
    minesRoutes(ctx),
    slotsRoutes(ctx),
    blackjackRoutes(ctx),
    wheelRoutes(ctx),
    kenoRoutes(ctx),
    plinkoRoutes(ctx),
    baccaratRoutes(ctx),
    historyRoutes(ctx),
    houseEdgesRoutes(ctx),
  );
  app.use('/api/games', games);
  const readiness = async () => ({ database: await databaseAnswers(db), bus: bus.isHealthy() });
  addHealthRoutes(app, readiness);
  finishServiceApp(app, logger);

  const timer = new RoundTimer(ctx);
  return {
    name: 'games',
    app,
    timer,
    readiness,
    async start() {
      outbox.start(sql, bus);
      inboxPruner.start(sql);
      timer.start();
    },
    async stop() {
      await timer.stop();
      await inboxPruner.stop();
      await outbox.stop();
      settings.close();
      await db.$disconnect();
    },
  };
}
