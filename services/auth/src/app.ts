import { join } from 'node:path';
import express from 'express';
import { InboxPruner, Outbox, SettingsView, addHealthRoutes, createServiceApp, databaseAnswers, finishServiceApp, type Infrastructure, type Service } from '@app/platform';
import { serveCommands } from './commands/serve-commands.js';
import { createAuthDb } from './db/client.js';
import type { AuthDeps } from './deps.js';
import { configuredOrigin as originFor } from './domain/links.js';
import { loadAuthEnv } from './env.js';
import { startHousekeeping } from './housekeeping.js';
import { MailSender } from './mail/mail-sender.js';
import { MailboxMailer } from './mail/mailbox-mailer.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { MemoryCooldown, RedisCooldown } from './rate-limit/cooldown.js';
import { MemoryLoginThrottle } from './rate-limit/memory-login-throttle.js';
import { RedisLoginThrottle } from './rate-limit/redis-login-throttle.js';
import { accountRoutes } from './routes/account-routes.js';
import { emailLinkRoutes } from './routes/email-link-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { addSignupBonusRoute } from './routes/signup-bonus-route.js';
import { addSiteRoute } from './routes/site-route.js';
import { DatabaseSessionStore } from './sessions/database-session-store.js';
import { RedisSessionStore } from './sessions/redis-session-store.js';
import { SessionManager } from './sessions/session-manager.js';

export { authService } from './definition.js';

const RESEND_VERIFICATION_PERIOD_MS = 60_000;
/** update-profile: attempts per user per window (each one counts, so taken e-mail addresses cannot be probed at will) */
const PROFILE_UPDATE_POLICY = { maxFailures: 10, windowSeconds: 900 };

/**
 * Users, sessions, e-mail links and blocked addresses. Sessions, the login throttle and cool-downs
 * live in Redis when there is one (the distributed mode: shared by every replica) and in the
 * database / process memory otherwise (the embedded mode: one process).
 */
export async function buildAuthService(infra: Infrastructure): Promise<Service> {
  const env = loadAuthEnv();
  const { logger, bus, redis } = infra;
  const { prisma, sql } = createAuthDb(infra);
  const settings = await SettingsView.load(bus.kv, logger);
  const throttlePolicy = { maxFailures: env.LOGIN_USERNAME_MAX_FAILURES, windowSeconds: env.LOGIN_USERNAME_WINDOW_SECONDS };
  const configuredOrigin = originForLinks(env.PUBLIC_URL, infra);
  if (!env.PUBLIC_URL && infra.mode === 'distributed') {
    logger.warn(`PUBLIC_URL is not set: e-mail links use ${configuredOrigin} whenever the site_url setting is empty`);
  }
  const sessions = new SessionManager(redis ? new RedisSessionStore(redis) : new DatabaseSessionStore(prisma), bus, logger);
  const inboxPruner = new InboxPruner('auth', logger);
  const deps: AuthDeps = {
    prisma,
    sql,
    outbox: new Outbox('auth', logger),
    sessions,
    loginThrottle: redis ? new RedisLoginThrottle(redis, throttlePolicy) : new MemoryLoginThrottle(throttlePolicy),
    profileThrottle: redis ? new RedisLoginThrottle(redis, PROFILE_UPDATE_POLICY, 'profile-updates') : new MemoryLoginThrottle(PROFILE_UPDATE_POLICY),
    resendCooldown: redis ? new RedisCooldown(redis, 'resend-verification', RESEND_VERIFICATION_PERIOD_MS) : new MemoryCooldown(RESEND_VERIFICATION_PERIOD_MS),
    passwords: new PasswordHasher(),
    mail: new MailSender(settings, new MailboxMailer(join(infra.dataDir, 'mail'), logger), env.SENDGRID_API_URL, logger),
    settings,
    configuredOrigin,
    bus,
    logger,
  };

  serveCommands(bus, deps);

  const app = createServiceApp({ logger, internalSecret: infra.internalSecret });
  const auth = express.Router();
  // answers about who is signed in must never come from a cache
  auth.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  auth.use(sessionRoutes(deps), accountRoutes(deps), emailLinkRoutes(deps));
  app.use('/api/auth', auth);
  addSignupBonusRoute(app, settings);
  addSiteRoute(app, settings);
  const readiness = async () => ({
    database: await databaseAnswers(prisma),
    bus: bus.isHealthy(),
    ...(redis ? { redis: await redis.ping().then((r) => r === 'PONG', () => false) } : {}),
  });
  addHealthRoutes(app, readiness);
  finishServiceApp(app, logger);

  let stopHousekeeping: (() => void) | null = null;
  return {
    name: 'auth',
    app,
    readiness,
    async start() {
      deps.outbox.start(prisma, bus);
      inboxPruner.start(prisma);
      stopHousekeeping = startHousekeeping(prisma, sessions, logger);
    },
    async stop() {
      stopHousekeeping?.();
      await deps.mail.flush();
      await inboxPruner.stop();
      await deps.outbox.stop();
      settings.close();
      await prisma.$disconnect();
    },
  };
}

/**
 * Where e-mail links point while site_url is empty. In the embedded mode this process also runs the
 * gateway, whose PORT and HOST are this process's environment; a distributed service's PORT is its own.
 */
function originForLinks(publicUrl: string | undefined, infra: Infrastructure): string {
  return originFor({ publicUrl, mode: infra.mode, port: process.env.PORT, host: process.env.HOST });
}
