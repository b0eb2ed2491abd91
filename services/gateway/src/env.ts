import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { envVars, loadEnv } from '@app/platform';
import { parseUpstreamEntry } from './domain/upstream-spec.js';
import { UPSTREAM_NAMES, type UpstreamName } from './routes/route-table.js';

/** The repo's built SPA, relative to this file (src/ or dist/ alike: both sit two levels under services/gateway). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** A comma list of replicas of one service, each checked now so that a typo stops start-up with its name. */
const upstreamList = (fallback: string) =>
  commaList(fallback).superRefine((entries, ctx) => {
    if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'needs at least one http://host:port or dns://host:port' });
    for (const entry of entries) {
      try {
        parseUpstreamEntry(entry);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }
  });

/**
 * TRUST_PROXY as Express understands it: unset/false = trust nobody (the socket address is the client),
 * true = trust every hop, a number = that many hops, otherwise a list of addresses/subnets/names
 * ('loopback', 'uniquelocal', '10.0.0.0/8').
 */
const trustProxy = z
  .string()
  .default('')
  .transform((v): boolean | number | string => {
    const t = v.trim();
    if (t === '' || t === 'false' || t === '0') return false;
    if (t === 'true') return true;
    if (/^\d+$/.test(t)) return Number(t);
    return t;
  });

const gatewayEnvShape = {
  AUTH_URLS: upstreamList('http://127.0.0.1:4001'),
  WALLET_URLS: upstreamList('http://127.0.0.1:4002'),
  GAMES_URLS: upstreamList('http://127.0.0.1:4003'),
  CHAT_URLS: upstreamList('http://127.0.0.1:4004'),
  ADMIN_URLS: upstreamList('http://127.0.0.1:4005'),
  UPSTREAM_TIMEOUT_MS: envVars.positiveInt(30_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: envVars.positiveInt(3_000),
  UPSTREAM_COOLDOWN_MS: envVars.positiveInt(5_000),
  UPSTREAM_DNS_REFRESH_MS: envVars.positiveInt(5_000),
  UPSTREAM_HEALTH_TIMEOUT_MS: envVars.positiveInt(1_000),
  UPSTREAM_READINESS_CHECK_MS: nonNegativeInt(1_000),
  UPSTREAM_IDLE_SOCKET_MS: envVars.positiveInt(4_000),
  SESSION_CACHE_MS: nonNegativeInt(20_000),
  SESSION_CACHE_MAX: envVars.positiveInt(10_000),
  SESSION_RESOLVE_TIMEOUT_MS: envVars.positiveInt(2_000),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  BODY_LIMIT_BYTES: envVars.positiveInt(1024 * 1024),
  ALLOWED_ORIGINS: commaList(''),
  TRUST_PROXY: trustProxy,
  LOGIN_RATE_LIMIT: nonNegativeInt(20),
  LOGIN_RATE_WINDOW_SECONDS: envVars.positiveInt(900),
  /** accounts one address may create per window; sign-ups the auth service refuses (4xx) do not count */
  REGISTER_RATE_LIMIT: nonNegativeInt(5),
  REGISTER_RATE_WINDOW_SECONDS: envVars.positiveInt(3600),
  FORGOT_PASSWORD_RATE_LIMIT: nonNegativeInt(5),
  FORGOT_PASSWORD_RATE_WINDOW_SECONDS: envVars.positiveInt(3600),
  API_RATE_LIMIT: nonNegativeInt(1200),
  API_RATE_WINDOW_SECONDS: envVars.positiveInt(60),
  WITHDRAWAL_RATE_LIMIT: nonNegativeInt(10),
  WITHDRAWAL_RATE_WINDOW_SECONDS: envVars.positiveInt(3600),
  POSTBACK_RATE_LIMIT: nonNegativeInt(120),
  POSTBACK_RATE_WINDOW_SECONDS: envVars.positiveInt(60),
};

export interface RateLimitRule {
  /** requests per window; 0 turns the limit off */
  limit: number;
  windowMs: number;
}

/** Everything the gateway is configured with; env gives it, the embedded launcher and tests may override any part. */
export interface GatewayConfig {
  /** base URLs (http://host:port) or dns://host:port entries per upstream service */
  upstreams: Record<UpstreamName, string[]>;
  upstreamTimeoutMs: number;
  upstreamConnectTimeoutMs: number;
  /** how long a replica that refused a connection is skipped */
  upstreamCooldownMs: number;
  dnsRefreshMs: number;
  healthTimeoutMs: number;
  /** how often each replica's /readyz is checked, to send a draining or failing replica nothing (0: never) */
  readinessCheckMs: number;
  /** idle keep-alive sockets to upstreams are closed after this, below Node's default server keep-alive of 5 s */
  idleSocketMs: number;
  sessionCacheMs: number;
  sessionCacheMax: number;
  sessionResolveTimeoutMs: number;
  webDist: string;
  bodyLimitBytes: number;
  /** extra origins (scheme://host[:port]) allowed to send state-changing requests */
  allowedOrigins: string[];
  trustProxy: boolean | number | string;
  rateLimits: { login: RateLimitRule; register: RateLimitRule; forgotPassword: RateLimitRule; api: RateLimitRule; withdrawal: RateLimitRule; postback: RateLimitRule };
}

export function loadGatewayConfig(source: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const env = loadEnv(gatewayEnvShape, source);
  const upstreams = Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, env[`${name.toUpperCase() as Uppercase<UpstreamName>}_URLS`]])) as Record<UpstreamName, string[]>;
  return {
    upstreams,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamConnectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamCooldownMs: env.UPSTREAM_COOLDOWN_MS,
    dnsRefreshMs: env.UPSTREAM_DNS_REFRESH_MS,
    healthTimeoutMs: env.UPSTREAM_HEALTH_TIMEOUT_MS,
    readinessCheckMs: env.UPSTREAM_READINESS_CHECK_MS,
    idleSocketMs: env.UPSTREAM_IDLE_SOCKET_MS,
    sessionCacheMs: env.SESSION_CACHE_MS,
    sessionCacheMax: env.SESSION_CACHE_MAX,
    sessionResolveTimeoutMs: env.SESSION_RESOLVE_TIMEOUT_MS,
    webDist: env.WEB_DIST,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    allowedOrigins: env.ALLOWED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      login: { limit: env.LOGIN_RATE_LIMIT, windowMs: env.LOGIN_RATE_WINDOW_SECONDS * 1000 },
      register: { limit: env.REGISTER_RATE_LIMIT, windowMs: env.REGISTER_RATE_WINDOW_SECONDS * 1000 },
      forgotPassword: { limit: env.FORGOT_PASSWORD_RATE_LIMIT, windowMs: env.FORGOT_PASSWORD_RATE_WINDOW_SECONDS * 1000 },
      api: { limit: env.API_RATE_LIMIT, windowMs: env.API_RATE_WINDOW_SECONDS * 1000 },
      withdrawal: { limit: env.WITHDRAWAL_RATE_LIMIT, windowMs: env.WITHDRAWAL_RATE_WINDOW_SECONDS * 1000 },
      postback: { limit: env.POSTBACK_RATE_LIMIT, windowMs: env.POSTBACK_RATE_WINDOW_SECONDS * 1000 },
    },
  };
}
