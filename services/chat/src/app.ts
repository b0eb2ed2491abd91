import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { InboxPruner, Outbox, SettingsView, addHealthRoutes, createServiceApp, databaseAnswers, finishServiceApp, type Infrastructure, type Service } from '@app/platform';
import { ActivityFeed } from './application/activity-feed.js';
import { ChatMessages, DUPLICATE_WINDOW_MS } from './application/chat-messages.js';
import { Notifications } from './application/notifications.js';
import { RAIN_SETTLER_LEASE_MS, RainSettlement } from './application/rain-settlement.js';
import { Rains } from './application/rains.js';
import { Sweeper } from './application/sweeper.js';
import { UserDirectory } from './application/user-directory.js';
import { registerCommands } from './commands/handlers.js';
import { createChatDatabase } from './db/client.js';
import { loadChatEnv } from './env.js';
import { registerEventConsumers } from './events/consumers.js';
import { MemoryDuplicateGuard, RedisDuplicateGuard } from './limits/duplicate-guard.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimit } from './limits/rate-limiter.js';
import { Emitter } from './realtime/emitter.js';
import { OnlineCount } from './realtime/online-count.js';
import { MemoryPresence, RedisPresence } from './realtime/presence.js';
import { SessionRevocations } from './realtime/session-revocations.js';
import { authenticateSockets, handleSocketConnections } from './realtime/socket-connections.js';
import { createSocketServer, type SocketServer } from './realtime/socket-server.js';
import { chatRoutes } from './routes/chat.js';
import { notificationRoutes } from './routes/notifications.js';
import { publicRoutes } from './routes/public.js';
import { rainRoutes } from './routes/rain.js';

export { chatService } from './definition.js';

/** Knobs of one replica; the defaults are production's, tests shorten the timings. */
export interface ChatServiceOptions {
  /** identifies this replica in presence and rain leases (default: a fresh UUID per process) */
  replicaId?: string;
  /** how often the sweeper looks for rains to close or resume, and for a due automatic rain */
  sweepIntervalMs?: number;
  rainSettlerLeaseMs?: number;
  presenceHeartbeatMs?: number;
  presenceTtlMs?: number;
  /** default: CHAT_RATE_LIMIT per CHAT_RATE_WINDOW_SECONDS */
  rateLimit?: RateLimit;
}

const ACTIVITY_PRUNE_EVERY_MS = 60_000;

/**
 * The chat service: chat, rain, notifications, the live feed and presence, over HTTP and Socket.IO
 * (path /ws). With Redis (distributed mode) replicas share sockets, presence, rate limits and the
 * duplicate guard; without it (embedded mode) all of that is in memory.
 */
export async function buildChatService(infra: Infrastructure, options: ChatServiceOptions = {}): Promise<Service> {
  const env = loadChatEnv();
  const { logger, bus, redis } = infra;
  const replicaId = options.replicaId ?? randomUUID();
  const rate = options.rateLimit ?? { limit: env.CHAT_RATE_LIMIT, windowMs: env.CHAT_RATE_WINDOW_SECONDS * 1000 };

  const { db, sql } = createChatDatabase(infra);
  const settings = await SettingsView.load(bus.kv, logger);
  const outbox = new Outbox('chat', logger);
  const inboxPruner = new InboxPruner('chat', logger);
  const sockets = createSocketServer(redis, logger);
  const emitter = new Emitter(sockets.io);
  const users = new UserDirectory(bus);

  const presence = redis
    ? new RedisPresence(redis, logger, { replicaId, heartbeatMs: options.presenceHeartbeatMs ?? 5000, ttlMs: options.presenceTtlMs ?? 15_000 })
    : new MemoryPresence();
  const onlineCount = new OnlineCount(sockets.io, presence, logger);
  const chat = new ChatMessages(
    db,
    users,
    redis ? new RedisDuplicateGuard(redis, 'chat:dup:', DUPLICATE_WINDOW_MS) : new MemoryDuplicateGuard(DUPLICATE_WINDOW_MS),
    redis ? new RedisRateLimiter(redis, 'chat:rate:', rate) : new MemoryRateLimiter(rate),
    emitter,
  );
  const notifications = new Notifications(db, emitter);
  const feed = new ActivityFeed(db, sql, emitter);
  const settlement = new RainSettlement(db, bus, chat, notifications, emitter, logger, replicaId, options.rainSettlerLeaseMs ?? RAIN_SETTLER_LEASE_MS);
  const rains = new Rains(db, users, chat, settlement, emitter, outbox, settings, logger);
  const sweepEvery = options.sweepIntervalMs ?? 2000;
  const sweeper = new Sweeper(
    [
      { name: 'rain-settlement', everyMs: sweepEvery, run: () => settlement.resumeAbandoned() },
      { name: 'automatic-rain', everyMs: sweepEvery, run: () => rains.startAutomaticIfDue() },
      { name: 'activity-prune', everyMs: ACTIVITY_PRUNE_EVERY_MS, run: () => feed.prune() },
    ],
    sweepEvery,
    logger,
  );

  // every replica subscribes (a broadcast, not a queue group) and disconnects the sockets it holds
  const revocations = new SessionRevocations(bus, logger);
  authenticateSockets(sockets.io, infra.internalSecret, revocations);
  handleSocketConnections(sockets.io, { chat, rains, users, presence, onlineCount, revocations, logger });
  registerEventConsumers({ bus, db, notifications, feed, settings });
  registerCommands(bus, { rains, notifications, users });

  const app = createServiceApp({ logger, internalSecret: infra.internalSecret });
  app.use(chatRoutes(chat));
  app.use(rainRoutes(rains));
  app.use(notificationRoutes(notifications));
  app.use(publicRoutes(feed));
  const readiness = async () => ({ database: await databaseAnswers(db), bus: bus.isHealthy(), ...(redis ? { redis: redis.status === 'ready' } : {}) });
  addHealthRoutes(app, readiness);
  finishServiceApp(app, logger);

  return {
    name: 'chat',
    app,
    async start() {
      outbox.start(sql, bus);
      inboxPruner.start(sql);
      presence.start();
      onlineCount.start();
      sweeper.start();
    },
    async stop() {
      settlement.beginStop();
      await sweeper.stop();
      await settlement.stop();
      onlineCount.stop();
      await presence.stop();
      await sockets.close();
      await inboxPruner.stop();
      await outbox.stop();
      settings.close();
      await db.$disconnect();
    },
    readiness,
    attach(server: Server) {
      sockets.io.attach(server);
      closeSocketsWithServer(server, sockets);
    },
  };
}

/**
 * server.close() waits for every connection to end, and open WebSockets never end by themselves: the
 * process's shutdown (which closes the HTTP server before stopping the service) would hang on them.
 * Closing the server therefore closes this replica's connections first, and only the connections: a
 * client whose connection drops reconnects by itself (through the gateway, to another replica), while
 * one told "the server disconnected you" (disconnectSockets) would stay disconnected until reloaded.
 */
function closeSocketsWithServer(server: Server, sockets: SocketServer) {
  const close = server.close.bind(server);
  server.close = ((callback?: (err?: Error) => void) => {
    sockets.io.engine.close();
    return close(callback);
  }) as typeof server.close;
}
