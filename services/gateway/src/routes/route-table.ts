/**
 * The one route table of the gateway: which upstream service answers which public path prefix.
 * A prefix matches whole path segments only (/api/user matches /api/user and /api/user/stats, never
 * /api/userx); the longest matching prefix wins.
 */
export const UPSTREAM_NAMES = ['auth', 'wallet', 'games', 'chat', 'admin'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

export interface Route {
  prefix: string;
  upstream: UpstreamName;
  /** pick the replica by a hash of the session (see STICKY_PREFIXES); another one only if it is down */
  sticky?: boolean;
}

const prefixesOf: Record<UpstreamName, string[]> = {
  auth: ['/api/auth', '/api/signup-bonus', '/api/public/site'],
  wallet: [
    '/api/user',
    '/api/daily-bonus',
    '/api/daily-challenges',
    '/api/referral',
    '/api/leaderboard',
    '/api/ogads',
    '/api/offers',
    '/api/withdrawal',
    '/api/automated-withdrawal',
  ],
  games: ['/api/games'],
  chat: ['/api/chat', '/api/notifications', '/api/public/recent-activity', '/ws'],
  admin: ['/api/admin', '/api/installer', '/api/public/stats'],
};

/** The Socket.IO endpoint (HTTP long-polling and the WebSocket upgrade). */
export const SOCKET_PATH = '/ws';

/**
 * Routes whose requests go to one replica per session: Socket.IO polling must keep hitting the replica
 * that holds its session; a games replica keeps per-player hints (the nonce it expects next, the last
 * balance), which only save round trips when the player's bets keep coming to it. Different sessions
 * still spread over every replica.
 */
const STICKY_PREFIXES = new Set([SOCKET_PATH, '/api/games']);

export const routeTable: readonly Route[] = UPSTREAM_NAMES.flatMap((upstream) =>
  prefixesOf[upstream].map((prefix): Route => ({ prefix, upstream, ...(STICKY_PREFIXES.has(prefix) ? { sticky: true } : {}) })),
).sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * Paths as every decision of the gateway sees them: lower case and without trailing slashes, because the
 * services' Express routers match case-insensitively and ignore a trailing slash; deciding on the raw path
 * would let /api/auth/LOGIN/ slip past the login rate limit while still reaching the login route.
 */
export function normalizePath(path: string): string {
  const lower = path.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `path` is `prefix` itself or lies under it, on a segment boundary. */
export function isUnder(path: string, prefix: string): boolean {
  const p = normalizePath(path);
  return p === prefix || p.startsWith(`${prefix}/`);
}

export function findRoute(path: string): Route | null {
  const p = normalizePath(path);
  return routeTable.find((route) => p === route.prefix || p.startsWith(`${route.prefix}/`)) ?? null;
}

/** Paths the gateway forwards or refuses with a JSON 404; everything else is the web app. */
export function isBackendPath(path: string): boolean {
  return isUnder(path, '/api') || isUnder(path, SOCKET_PATH);
}
