import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { AppError } from '@app/platform';
import type { Logger } from 'pino';
import { rateLimitMessage } from '../domain/rate-limit-message.js';
import type { GatewayConfig, RateLimitRule } from '../env.js';
import { sendError } from '../http/error-response.js';
import { requestState } from '../http/request-state.js';
import { isUnder, normalizePath } from '../routes/route-table.js';

export interface RateLimits {
  /**
   * Before the session is resolved, per client address: login, registration and forgot-password attempts,
   * and offer postbacks that fail (a network's good postbacks never count; a flood of forged ones does).
   */
  byAddress: RequestHandler;
  /**
   * After the session is resolved, per signed-in user (else per address): withdrawal requests, then every
   * /api request.
   */
  byCaller: RequestHandler;
  /** closes the limits' own Redis connection */
  close(): void;
}

const passThrough: RequestHandler = (_req, _res, next) => next();
const OFFER_POSTBACKS = '/api/offers/postback';

/**
 * The gateway's rate limits (express-rate-limit), counted in Redis when there is one, so that every
 * gateway replica shares the counts; in memory otherwise (the embedded mode, one process). A limit of 0
 * turns that limit off. If Redis fails, requests pass: a rate limit must not take the site down.
 */
export function createRateLimits(config: GatewayConfig, redis: Redis | null, logger: Logger): RateLimits {
  // Every API request counts once in Redis: on a connection of its own that sends the counts of one
  // event-loop turn in one write (auto-pipelining), which the shared connection's other users need not accept.
  const counts = redis?.duplicate({ enableAutoPipelining: true }) ?? null;
  const limiter = (name: string, rule: RateLimitRule, key: (req: Parameters<RequestHandler>[0]) => string, extra: { skipSuccessfulRequests?: boolean } = {}): RequestHandler => {
    if (rule.limit <= 0) return passThrough;
    return rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: key,
      store: counts ? redisStore(counts, `rl:${name}:`, logger) : undefined,
      passOnStoreError: true,
      ...extra,
      handler: (req, res, _next, options) => {
        const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + options.windowMs) - Date.now()) / 1000));
        res.setHeader('Retry-After', String(seconds));
        sendError(res, new AppError('RATE_LIMITED', rateLimitMessage(seconds)), requestState(req).requestId);
      },
      // the client address is worked out by the gateway itself (TRUST_PROXY), not by req.ip
      validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
      logger: { warn: (err, msg) => logger.warn({ err }, msg ?? 'rate limiter warning'), error: (err, msg) => logger.error({ err }, msg ?? 'rate limiter error') },
    });
  };
  const byAddress = (req: Parameters<RequestHandler>[0]) => `ip:${ipKeyGenerator(requestState(req).clientIp)}`;
  const byUserOrAddress = (req: Parameters<RequestHandler>[0]) => {
    const userId = requestState(req).identity?.userId;
    return userId ? `user:${userId}` : byAddress(req);
  };

  // Logins count only when they fail (a player logging in is no attack); the other two count every attempt.
  const login = limiter('login', config.rateLimits.login, byAddress, { skipSuccessfulRequests: true });
  const register = limiter('register', config.rateLimits.register, byAddress);
  const forgotPassword = limiter('forgot-password', config.rateLimits.forgotPassword, byAddress);
  const postback = limiter('postback', config.rateLimits.postback, byAddress, { skipSuccessfulRequests: true });
  const withdrawal = limiter('withdrawal', config.rateLimits.withdrawal, byUserOrAddress);
  const api = limiter('api', config.rateLimits.api, byUserOrAddress);

  const perAttemptRoute: Record<string, RequestHandler> = {
    '/api/auth/login': login,
    '/api/auth/register': register,
    '/api/auth/forgot-password': forgotPassword,
  };
  const withdrawalRequests = new Set(['/api/withdrawal/request', '/api/automated-withdrawal/request']);
  return {
    byAddress: (req, res, next) => {
      // networks call postbacks with GET or POST
      if (isUnder(req.path, OFFER_POSTBACKS)) return postback(req, res, next);
      const handler = req.method === 'POST' ? perAttemptRoute[normalizePath(req.path)] : undefined;
      return handler ? handler(req, res, next) : next();
    },
    byCaller: (req, res, next) => {
      if (!isUnder(req.path, '/api')) return next();
      if (req.method === 'POST' && withdrawalRequests.has(normalizePath(req.path))) return withdrawal(req, res, () => api(req, res, next));
      return api(req, res, next);
    },
    close: () => counts?.disconnect(),
  };
}

function redisStore(redis: Redis, prefix: string, logger: Logger): Store {
  const store = new RedisStore({ prefix, sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply> });
  // the store loads its scripts at once; if Redis is down now, the first increment loads them again
  const ignore = (err: unknown) => logger.warn({ err }, 'rate limit store could not load its scripts yet');
  store.incrementScriptSha.catch(ignore);
  store.getScriptSha.catch(ignore);
  return store;
}
