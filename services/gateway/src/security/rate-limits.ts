import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { RateLimitedError, reportRedisConnection } from '@app/platform';
import type { Logger } from 'pino';
import { rateLimitMessage, secondsUntilReset } from '../domain/rate-limit-message.js';
import type { GatewayConfig, RateLimitRule } from '../env.js';
import { sendError } from '../http/error-response.js';
import { requestState } from '../http/request-state.js';
import { isUnder, normalizePath } from '../routes/route-table.js';
import { CallerLimit, type SharedCounts } from './caller-limit.js';

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
  /**
   * Whether a request needs more than the limit every /api request counts against (`countCall`): those
   * whose path has limits of its own (logins, registrations, password resets, postbacks, withdrawal
   * requests) take the whole middleware chain, byAddress then byCaller.
   */
  hasOwnLimits(method: string, path: string): boolean;
  /** Counts a request whose identity is resolved against the per-caller API limit: the 429 to answer with, or null. */
  countCall(req: IncomingMessage, res: ServerResponse): RateLimitedError | null;
  /** whether the limits' Redis connection is up now; null when they count in memory */
  redisReady(): boolean | null;
  /** closes the limits' own Redis connection */
  close(): void;
}

interface LimiterOptions {
  skipSuccessfulRequests?: boolean;
  /** a request that was let through and then answered 4xx (a refusal: nothing was done) stops counting */
  uncountRefusals?: boolean;
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
  if (counts) reportRedisConnection(counts, logger, 'rate limits');
  const limiter = (name: string, rule: RateLimitRule, key: (req: Parameters<RequestHandler>[0]) => string, extra: LimiterOptions = {}): RequestHandler => {
    if (rule.limit <= 0) return passThrough;
    const { uncountRefusals = false, ...options } = extra;
    const store = counts ? redisStore(counts, `rl:${name}:`, logger) : new MemoryStore();
    const limit = rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: key,
      store,
      passOnStoreError: true,
      ...options,
      handler: (req, res, _next, options) => {
        const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = secondsUntilReset(resetTime, options.windowMs);
        sendError(res, new RateLimitedError(rateLimitMessage(seconds), seconds), requestState(req).requestId);
      },
      // the client address is worked out by the gateway itself (TRUST_PROXY), not by req.ip
      validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
      logger: { warn: (err, msg) => logger.warn({ err }, msg ?? 'rate limiter warning'), error: (err, msg) => logger.error({ err }, msg ?? 'rate limiter error') },
    });
    return uncountRefusals ? uncountingRefusals(limit, store, logger) : limit;
  };
  const byAddress = (req: IncomingMessage) => `ip:${ipKeyGenerator(requestState(req).clientIp)}`;
  const byUserOrAddress = (req: IncomingMessage) => {
    const userId = requestState(req).identity?.userId;
    return userId ? `user:${userId}` : byAddress(req);
  };

  // Logins count only when they fail (a player logging in is no attack). Registrations and withdrawal
  // requests count unless the service refused them (a taken name, a bad field, a pending withdrawal, the
  // daily limit: nothing was made), so the limits cap the accounts an address creates and the withdrawals a
  // player asks for, not their typos. Forgot-password counts every attempt.
  const login = limiter('login', config.rateLimits.login, byAddress, { skipSuccessfulRequests: true });
  const register = limiter('register', config.rateLimits.register, byAddress, { uncountRefusals: true });
  const forgotPassword = limiter('forgot-password', config.rateLimits.forgotPassword, byAddress);
  const postback = limiter('postback', config.rateLimits.postback, byAddress, { skipSuccessfulRequests: true });
  const withdrawal = limiter('withdrawal', config.rateLimits.withdrawal, byUserOrAddress, { uncountRefusals: true });
  const apiRule = config.rateLimits.api;
  const apiLimit = apiRule.limit > 0 ? new CallerLimit(counts ? sharedCountsIn(counts, 'rl:api:') : null, apiRule, logger) : null;
  const countCall = (req: IncomingMessage, res: ServerResponse) => (apiLimit ? apiLimit.count(byUserOrAddress(req), res) : null);
  const api: RequestHandler = (req, res, next) => {
    const limited = countCall(req, res);
    if (limited) sendError(res, limited, requestState(req).requestId);
    else next();
  };

  const perAttemptRoute: Record<string, RequestHandler> = {
    '/api/auth/login': login,
    '/api/auth/register': register,
    '/api/auth/forgot-password': forgotPassword,
  };
  const withdrawalRequests = new Set(['/api/withdrawal/request', '/api/automated-withdrawal/request']);
  // networks call postbacks with GET or POST
  const addressLimitOf = (method: string, path: string) => (isUnder(path, OFFER_POSTBACKS) ? postback : method === 'POST' ? perAttemptRoute[normalizePath(path)] : undefined);
  const isWithdrawalRequest = (method: string, path: string) => method === 'POST' && withdrawalRequests.has(normalizePath(path));
  return {
    hasOwnLimits: (method, path) => addressLimitOf(method, path) !== undefined || isWithdrawalRequest(method, path),
    countCall,
    byAddress: (req, res, next) => {
      const handler = addressLimitOf(req.method, req.path);
      return handler ? handler(req, res, next) : next();
    },
    byCaller: (req, res, next) => {
      if (!isUnder(req.path, '/api')) return next();
      if (isWithdrawalRequest(req.method, req.path)) return withdrawal(req, res, () => api(req, res, next));
      return api(req, res, next);
    },
    redisReady: () => (counts ? counts.status === 'ready' : null),
    close: () => {
      apiLimit?.stop();
      counts?.disconnect();
    },
  };
}

/**
 * Wraps a limiter so that a request it let through stops counting once its answer is a 4xx. Only a
 * complete 4xx answer uncounts: an answer of any other status, a dropped connection or a failed upstream
 * keeps the count (express-rate-limit's skipFailedRequests would also uncount a request whose client hung
 * up before the answer, which lets a client create accounts beyond the limit by not waiting for them).
 * The limiter's own 429 is never uncounted: it does not reach this point.
 */
function uncountingRefusals(limit: RequestHandler, store: Store, logger: Logger): RequestHandler {
  return (req, res, next) => {
    // what the limiter puts here is read below; a limiter that passed on a store error puts nothing
    delete (req as { rateLimit?: unknown }).rateLimit;
    return limit(req, res, (err?: unknown) => {
      const info = (req as { rateLimit?: { key?: string; resetTime?: Date } }).rateLimit;
      const key = info?.key;
      if (err === undefined && key !== undefined) {
        res.once('finish', () => {
          if (res.statusCode < 400 || res.statusCode >= 500) return;
          // a count of the window before this one has gone already
          if (info?.resetTime && Date.now() >= info.resetTime.getTime()) return;
          Promise.resolve(store.decrement(key)).catch((e: unknown) => logger.warn({ err: e }, 'rate limit store could not uncount a refused request'));
        });
      }
      next(err);
    });
  };
}

/**
 * Adds a replica's new hits to a fixed window in Redis: the first hits of a window open it for windowMs
 * (the keys and window of rate-limit-redis, which counts the other limits one hit at a time).
 */
const ADD_HITS = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return { tonumber(ARGV[1]), tonumber(ARGV[2]) }
end
return { redis.call('INCRBY', KEYS[1], ARGV[1]), ttl }`;

type WithAddHits = Redis & { rateLimitAddHits(key: string, hits: number, windowMs: number): Promise<[number, number]> };

function sharedCountsIn(redis: Redis, prefix: string): SharedCounts {
  redis.defineCommand('rateLimitAddHits', { numberOfKeys: 1, lua: ADD_HITS });
  return {
    add: async (key, hits, windowMs) => {
      const [total, ttlMs] = await (redis as WithAddHits).rateLimitAddHits(`${prefix}${key}`, hits, windowMs);
      return { total: Number(total), ttlMs: Number(ttlMs) };
    },
    ready: () => redis.status === 'ready',
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
