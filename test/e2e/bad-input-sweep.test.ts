import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteClient, waitFor } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';
import { registerPlayers } from './faults/support/storm.js';

// The project's rule for bad input, checked on every API route through the gateway of the embedded
// product: a malformed body, a field of the wrong type, an absurd value, a bad query parameter or a bad
// path id gets a 4xx whose JSON body has a `message` naming what is wrong; never a 5xx, never a dropped
// connection. Each route is called by the callers it is meant for (visitors on public and auth routes,
// the player on player routes, the admin on admin routes, and the player on admin routes too), and a
// visitor is also sent a couple of bad bodies on the signed-in routes. Answers of 2xx are not checked
// beyond "not 5xx". Every violation is collected, and each group's test prints all of its own at once.
// The product is a throwaway: a replaced field that happens to be valid does what the route does (a bet
// of the bankroll the player is given, an edit of a challenge or of signup_bonus within its bounds, ...).
// SWEEP_REPORT=file.json also writes, per route and caller, the statuses seen, a sample answer of each
// and the wrong values that were accepted, to see what the sweep reached.

type Caller = 'visitor' | 'player' | 'admin';
type Group = 'public' | 'auth' | 'wallet' | 'games' | 'chat' | 'admin' | 'installer';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Route {
  group: Group;
  method: Method;
  /** at most one `:param` */
  path: string;
  /** callers that get the whole sweep */
  callers: Caller[];
  /** callers that get only a couple of bad bodies (they are refused before validation) */
  reducedCallers?: Caller[];
  /** a body the route's contract accepts: each of its fields (and `extraFields`) is replaced in turn by wrong values */
  base?: Record<string, unknown>;
  /** optional fields (dotted paths) the base leaves out */
  extraFields?: string[];
  /** the base itself is harmless to send (the ids in it or in the path are unknown) */
  sendBase?: boolean;
  /** GET: the query parameters the contract reads */
  query?: string[];
  /** GET: query values sent with every probe (each replaced in turn) */
  baseQuery?: Record<string, string>;
  /** the path parameter's syntactically valid but unknown value (default: a random UUID) */
  unknownId?: string;
  /** real ids to sweep the bodies against */
  realIds?: string[];
}

interface Probe {
  group: Group;
  caller: Caller;
  method: string;
  path: string;
  /** what was sent, for the report */
  label: string;
  /** undefined: no body; a string: sent as it is; anything else: as JSON */
  body?: unknown;
  headers?: Record<string, string>;
}

const UNKNOWN_UUID = randomUUID();
const LONG_TEXT = 'x'.repeat(10_000);
const LONG_ID = 'a'.repeat(300);
/** the UTF-8 bytes a lone surrogate U+D800 would have: not valid UTF-8 */
const SURROGATE_IN_URL = '%ED%A0%80';

/** JSON text put into a body as it is (what JSON.stringify could not produce: it overflows the stack on it). */
class RawJson {
  constructor(readonly text: string) {}
}

/** An object nested `depth` levels deep, as JSON text. */
function nestedJson(depth: number): RawJson {
  return new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/** Wrong values for a JSON field: the other type, containers, null, absurd numbers, text PostgreSQL cannot store. */
const WRONG_VALUES: Array<[string, unknown]> = [
  ['number 12345', 12345],
  ['text "abc"', 'abc'],
  ['object', { a: 1 }],
  ['array', [1, 'x']],
  ['null', null],
  ['1e308', 1e308],
  ['-1', -1],
  ['1.5', 1.5],
  ['10,000-char text', LONG_TEXT],
  ['text with NUL', 'a\u0000b'],
  ['text with lone surrogate', 'a\ud800b'],
  ['object nested 5,000 deep', nestedJson(5_000)],
];

/** Whole bodies that are wrong whatever the route: the raw text is what is sent. */
const GENERIC_BODIES: Array<[string, unknown]> = [
  ['{}', {}],
  ['null', null],
  ['[]', []],
  ['a JSON string', '"just text"'],
  ["malformed JSON '{\"a\":'", '{"a":'],
  ['object key with NUL', { 'a\u0000b': 1 }],
  ['object nested 20,000 deep', nestedJson(20_000).text],
];

/** Wrong values for a query parameter, as raw query text. */
const WRONG_QUERY: Array<[string, (k: string) => string]> = [
  ['text', (k) => `${k}=abc`],
  ['number', (k) => `${k}=12345`],
  ['-1', (k) => `${k}=-1`],
  ['1.5', (k) => `${k}=1.5`],
  ['1e308', (k) => `${k}=1e308`],
  ['empty', (k) => `${k}=`],
  ['bare name', (k) => k],
  ['object', (k) => `${k}[a]=1`],
  ['array', (k) => `${k}=1&${k}=2`],
  ['10,000-char text', (k) => `${k}=${LONG_TEXT}`],
  ['NUL', (k) => `${k}=a%00b`],
  ['lone surrogate', (k) => `${k}=a${SURROGATE_IN_URL}b`],
];

/** Query text no route reads, which the services still see. */
const JUNK_QUERIES: Array<[string, string]> = [
  ['junk NUL', 'junk=a%00b'],
  ['junk lone surrogate', `junk=${SURROGATE_IN_URL}`],
  ['junk 10,000-char text', `junk=${LONG_TEXT}`],
];

/** Malformed path ids, as they appear in the URL. */
const MALFORMED_IDS: Array<[string, string]> = [
  ['not-a-uuid', 'not-a-uuid'],
  ['%00', '%00'],
  ['300-char id', LONG_ID],
  ['lone surrogate', SURROGATE_IN_URL],
];

const ADMIN = { username: 'sweep_admin', email: 'sweep-admin@example.com', password: 'Correct-Horse-42', firstName: 'Ada', lastName: 'Admin' };
const POSTBACK_SECRET = 'sweep-postback-secret';

/** Every rate limit of the product out of the way (a 429 would hide what the sweep looks for). */
const RAISED_LIMITS: Record<string, string> = {
  LOGIN_RATE_LIMIT: '0',
  REGISTER_RATE_LIMIT: '0',
  FORGOT_PASSWORD_RATE_LIMIT: '0',
  API_RATE_LIMIT: '0',
  WITHDRAWAL_RATE_LIMIT: '0',
  POSTBACK_RATE_LIMIT: '0',
  CHAT_RATE_LIMIT: '1000000',
  LOGIN_USERNAME_MAX_FAILURES: '1000000',
};

/** Runs once the product is set up: the ids the routes use. */
interface Setup {
  adminId: string;
  playerEmail: string;
  challengeIds: string[];
}

function routes(setup: Setup): Route[] {
  const player: Caller[] = ['player'];
  const visitor: Caller[] = ['visitor'];
  const everyone: Caller[] = ['visitor', 'player'];
  const asPlayer = { callers: player, reducedCallers: visitor };
  const asAdmin = { callers: ['admin', 'player'] as Caller[], reducedCallers: visitor };
  const history = ['status', 'method', 'search', 'before', 'limit'];
  const postbackGeneric = { transaction_id: 'sweep-tx-1', user_id: UNKNOWN_UUID, payout: '1.00', status: '1', secret: POSTBACK_SECRET };
  const postbackOgads = { offer_id: '42', aff_sub: UNKNOWN_UUID, payout: '1.00', secret: POSTBACK_SECRET };
  return [
    // public: visitors and players alike
    ...['/api/signup-bonus', '/api/public/site', '/api/public/stats', '/api/public/recent-activity', '/api/leaderboard', '/api/withdrawal/limits', '/api/ogads/rate'].map(
      (path): Route => ({ group: 'public', method: 'GET', path, callers: everyone }),
    ),
    ...['/api/games/house-edges', '/api/games/keno/paytables', '/api/games/plinko/tables', '/api/games/wheel/segments', '/api/chat/history', '/api/chat/rain'].map(
      (path): Route => ({ group: 'public', method: 'GET', path, callers: everyone }),
    ),

    // auth
    {
      group: 'auth',
      method: 'POST',
      path: '/api/auth/register',
      callers: visitor,
      base: { username: 'sweep_reg', email: 'sweep-reg@example.com', password: 'Blue-Lantern-77', firstName: 'Pat', lastName: 'Player' },
      extraFields: ['ref'],
    },
    { group: 'auth', method: 'POST', path: '/api/auth/login', callers: visitor, base: { username: 'nobody_sweep', password: 'Wrong-Password-1' } },
    { group: 'auth', method: 'POST', path: '/api/auth/logout', callers: visitor },
    { group: 'auth', method: 'GET', path: '/api/auth/user', callers: everyone },
    { group: 'auth', method: 'POST', path: '/api/auth/change-password', ...asPlayer, base: { currentPassword: 'Wrong-Password-1', newPassword: 'Fresh-Lantern-88' } },
    // the player's own e-mail: a replaced field that passes changes a name at most
    { group: 'auth', method: 'POST', path: '/api/auth/update-profile', ...asPlayer, base: { firstName: 'Pat', lastName: 'Player', email: setup.playerEmail } },
    { group: 'auth', method: 'POST', path: '/api/auth/resend-verification', ...asPlayer, base: { email: setup.playerEmail } },
    { group: 'auth', method: 'GET', path: '/api/auth/verify-email', callers: visitor, query: ['token'] },
    { group: 'auth', method: 'POST', path: '/api/auth/forgot-password', callers: visitor, base: { email: 'nobody-sweep@example.com' } },
    { group: 'auth', method: 'POST', path: '/api/auth/reset-password', callers: visitor, base: { token: 'not-a-real-token', password: 'Fresh-Lantern-88' } },

    // wallet
    { group: 'wallet', method: 'GET', path: '/api/user/stats', ...asPlayer },
    { group: 'wallet', method: 'GET', path: '/api/user/transactions', ...asPlayer, query: ['before', 'limit'] },
    { group: 'wallet', method: 'POST', path: '/api/daily-bonus', ...asPlayer },
    { group: 'wallet', method: 'POST', path: '/api/daily-bonus/claim', ...asPlayer },
    { group: 'wallet', method: 'GET', path: '/api/daily-bonus/status', ...asPlayer },
    { group: 'wallet', method: 'GET', path: '/api/daily-challenges', ...asPlayer },
    { group: 'wallet', method: 'POST', path: '/api/daily-challenges/:id/claim', ...asPlayer, unknownId: 'no_such_challenge', realIds: setup.challengeIds.slice(0, 1) },
    { group: 'wallet', method: 'GET', path: '/api/referral/stats', ...asPlayer },
    { group: 'wallet', method: 'GET', path: '/api/ogads/offers', ...asPlayer },
    { group: 'wallet', method: 'GET', path: '/api/ogads/offerwall', ...asPlayer },
    { group: 'wallet', method: 'GET', path: '/api/offers/postback/:id', callers: visitor, unknownId: 'sweepnet', query: Object.keys(postbackGeneric), baseQuery: postbackGeneric },
    { group: 'wallet', method: 'POST', path: '/api/offers/postback/:id', callers: visitor, unknownId: 'sweepnet', base: postbackGeneric, sendBase: true },
    { group: 'wallet', method: 'GET', path: '/api/offers/postback/ogads', callers: visitor, query: Object.keys(postbackOgads), baseQuery: postbackOgads },
    { group: 'wallet', method: 'POST', path: '/api/offers/postback/ogads', callers: visitor, base: postbackOgads, sendBase: true },
    { group: 'wallet', method: 'POST', path: '/api/withdrawal/request', ...asPlayer, base: { method: 'paypal', amount: 1000, paymentDetails: 'sweep@example.com' } },
    {
      group: 'wallet',
      method: 'POST',
      path: '/api/automated-withdrawal/request',
      ...asPlayer,
      base: { type: 'robux', amount: 1000, usdValue: '10.00', details: { username: 'sweep_roblox', gamepassId: '12345' } },
    },
    { group: 'wallet', method: 'GET', path: '/api/withdrawal/history', ...asPlayer, query: history },
    { group: 'wallet', method: 'GET', path: '/api/automated-withdrawal/history', ...asPlayer, query: history },
    { group: 'wallet', method: 'GET', path: '/api/withdrawal/summary', ...asPlayer },

    // games
    { group: 'games', method: 'POST', path: '/api/games/dice', ...asPlayer, base: { betAmount: 1, prediction: 'over' } },
    {
      group: 'games',
      method: 'POST',
      path: '/api/games/roulette',
      ...asPlayer,
      base: { bets: [{ type: 'red', numbers: [], amount: 1 }], totalBet: 1 },
      extraFields: ['winningNumber', 'winningColor'],
    },
    { group: 'games', method: 'POST', path: '/api/games/crash', ...asPlayer, base: { betAmount: 1, cashOutMultiplier: 2 }, extraFields: ['crashed'] },
    { group: 'games', method: 'POST', path: '/api/games/crash/live/start', ...asPlayer, base: { betAmount: 1, autoCashOut: 2 } },
    { group: 'games', method: 'POST', path: '/api/games/crash/live/cashout', ...asPlayer, base: { roundId: UNKNOWN_UUID }, sendBase: true },
    { group: 'games', method: 'GET', path: '/api/games/crash/live/active', ...asPlayer },
    { group: 'games', method: 'GET', path: '/api/games/crash/live/:id', ...asPlayer, query: ['waitMs'] },
    { group: 'games', method: 'POST', path: '/api/games/mines/start', ...asPlayer, base: { betAmount: 1, mineCount: 3 } },
    { group: 'games', method: 'POST', path: '/api/games/mines/reveal', ...asPlayer, base: { tileIndex: 0, roundId: UNKNOWN_UUID }, sendBase: true },
    { group: 'games', method: 'POST', path: '/api/games/mines/cashout', ...asPlayer, base: { roundId: UNKNOWN_UUID }, sendBase: true },
    { group: 'games', method: 'GET', path: '/api/games/mines/active', ...asPlayer },
    { group: 'games', method: 'POST', path: '/api/games/slots', ...asPlayer, base: { betAmount: 1 }, extraFields: ['symbols'] },
    { group: 'games', method: 'POST', path: '/api/games/blackjack/start', ...asPlayer, base: { betAmount: 1 } },
    ...['hit', 'stand', 'double', 'split'].map(
      (action): Route => ({ group: 'games', method: 'POST', path: `/api/games/blackjack/${action}`, ...asPlayer, base: { roundId: UNKNOWN_UUID }, sendBase: true }),
    ),
    {
      group: 'games',
      method: 'POST',
      path: '/api/games/blackjack/result',
      ...asPlayer,
      base: { roundId: UNKNOWN_UUID },
      extraFields: ['betAmount', 'result', 'winnings', 'playerValue', 'dealerValue'],
      sendBase: true,
    },
    { group: 'games', method: 'GET', path: '/api/games/blackjack/active', ...asPlayer },
    { group: 'games', method: 'POST', path: '/api/games/keno', ...asPlayer, base: { betAmount: 1, selectedNumbers: [1, 2, 3] } },
    { group: 'games', method: 'POST', path: '/api/games/wheel', ...asPlayer, base: { betAmount: 1 }, extraFields: ['segmentIndex'] },
    { group: 'games', method: 'POST', path: '/api/games/plinko', ...asPlayer, base: { betAmount: 1, rows: 8, risk: 'low' } },
    { group: 'games', method: 'POST', path: '/api/games/baccarat', ...asPlayer, base: { bets: { player: 1 } }, extraFields: ['bets.banker', 'bets.tie'] },
    { group: 'games', method: 'GET', path: '/api/games/fairness', ...asPlayer },
    { group: 'games', method: 'POST', path: '/api/games/fairness/rotate', ...asPlayer, base: { clientSeed: 'sweep-seed' } },
    { group: 'games', method: 'GET', path: '/api/games/fairness/rounds/:id', ...asPlayer },
    { group: 'games', method: 'GET', path: '/api/games/history', ...asPlayer, query: ['game', 'period', 'search', 'before', 'limit'] },
    { group: 'games', method: 'GET', path: '/api/games/history/summary', ...asPlayer, query: ['game', 'period', 'search'] },
    { group: 'games', method: 'GET', path: '/api/games/stats', ...asPlayer },
    { group: 'games', method: 'GET', path: '/api/games/recent-activity', ...asPlayer },

    // chat
    { group: 'chat', method: 'POST', path: '/api/chat/send', ...asPlayer, base: { message: 'hello from the sweep' } },
    { group: 'chat', method: 'POST', path: '/api/chat/rain/join', ...asPlayer },
    { group: 'chat', method: 'GET', path: '/api/notifications', ...asPlayer },
    { group: 'chat', method: 'POST', path: '/api/notifications/read-all', ...asPlayer },
    { group: 'chat', method: 'POST', path: '/api/notifications/:id/read', ...asPlayer },

    // admin
    { group: 'admin', method: 'GET', path: '/api/admin/stats', ...asAdmin },
    { group: 'admin', method: 'GET', path: '/api/admin/users', ...asAdmin, query: ['page', 'pageSize', 'search'] },
    { group: 'admin', method: 'GET', path: '/api/admin/actions', ...asAdmin, query: ['page', 'pageSize', 'action', 'target', 'status'] },
    { group: 'admin', method: 'GET', path: '/api/admin/withdrawals', ...asAdmin, query: ['page', 'pageSize', 'status', 'payoutMode'] },
    { group: 'admin', method: 'GET', path: '/api/admin/blocked-ips', ...asAdmin, query: ['page', 'pageSize'] },
    {
      group: 'admin',
      method: 'PATCH',
      path: '/api/admin/withdrawal/:id',
      ...asAdmin,
      base: { status: 'approved', adminNotes: 'Approved by admin' },
      extraFields: ['paymentReference'],
      sendBase: true,
    },
    { group: 'admin', method: 'POST', path: '/api/admin/users/:id/verify-email', ...asAdmin, realIds: [setup.adminId] },
    { group: 'admin', method: 'POST', path: '/api/admin/users/:id/adjust-points', ...asAdmin, base: { amount: 1, reason: 'sweep' }, sendBase: true, realIds: [setup.adminId] },
    { group: 'admin', method: 'POST', path: '/api/admin/users/:id/ban', ...asAdmin, base: { reason: 'sweep' }, sendBase: true, realIds: [setup.adminId] },
    { group: 'admin', method: 'POST', path: '/api/admin/users/:id/unban', ...asAdmin, realIds: [setup.adminId] },
    { group: 'admin', method: 'GET', path: '/api/admin/challenges', ...asAdmin },
    {
      group: 'admin',
      method: 'PUT',
      path: '/api/admin/challenges/:id',
      ...asAdmin,
      unknownId: 'no_such_challenge',
      base: { title: 'Sweep', description: 'Sweep challenge', target: 5, reward: 10 },
      extraFields: ['isActive'],
      sendBase: true,
      realIds: setup.challengeIds.slice(0, 1),
    },
    { group: 'admin', method: 'GET', path: '/api/admin/settings', ...asAdmin },
    {
      group: 'admin',
      method: 'PUT',
      path: '/api/admin/settings/:id',
      ...asAdmin,
      unknownId: 'sweep_unknown_key',
      base: { value: 100 },
      extraFields: ['description'],
      sendBase: true,
      realIds: ['signup_bonus'],
    },
    { group: 'admin', method: 'POST', path: '/api/admin/blocked-ips', ...asAdmin, base: { ipAddress: '203.0.113.7' }, extraFields: ['reason'] },
    { group: 'admin', method: 'DELETE', path: '/api/admin/blocked-ips/:id', ...asAdmin, unknownId: '203.0.113.99' },
    { group: 'admin', method: 'POST', path: '/api/admin/rain', ...asAdmin, base: { amount: 10 }, extraFields: ['durationMs', 'message'] },

    // installer (after the install: every call but status is 409; the same sweep runs before it, in beforeAll)
    ...installerRoutes(['visitor', 'admin']),
  ];
}

function installerRoutes(callers: Caller[]): Route[] {
  return [
    { group: 'installer', method: 'GET', path: '/api/installer/status', callers },
    { group: 'installer', method: 'GET', path: '/api/installer/system-info', callers },
    { group: 'installer', method: 'GET', path: '/api/installer/generate-secret', callers },
    { group: 'installer', method: 'POST', path: '/api/installer/test-database', callers, base: { database: { type: 'embedded' } }, extraFields: ['database.filename'] },
    {
      group: 'installer',
      method: 'POST',
      path: '/api/installer/test-database',
      callers,
      base: { database: { type: 'postgresql', host: '127.0.0.1', port: 5432, database: 'postgres', username: 'postgres', password: '' } },
    },
    {
      group: 'installer',
      method: 'POST',
      path: '/api/installer/install',
      callers,
      // two fields invalid on purpose (username too short, password too short), so that no single
      // replaced field can make this body valid and install the product with it
      base: {
        database: { type: 'embedded' },
        admin: { username: 'ab', email: 'sweep-install@example.com', password: 'short', firstName: 'Ada', lastName: 'Admin' },
        app: { siteName: 'Sweep', siteUrl: '', emailEnabled: false },
      },
      extraFields: ['database.filename', 'app.sessionSecret', 'app.sendgridApiKey', 'app.emailFrom'],
    },
  ];
}

/** Paths that no route serves, and methods a route does not take. */
const UNKNOWN_PATHS: Array<[Method, string]> = [
  ['GET', '/api'],
  ['GET', '/api/'],
  ['GET', '/api/nope'],
  ['POST', '/api/nope'],
  ['GET', '/api/%00'],
  ['GET', `/api/${SURROGATE_IN_URL}`],
  ['GET', `/api/${LONG_ID}`],
  ['GET', '/api/auth/nope'],
  ['GET', '/api/user/nope'],
  ['GET', '/api/games/nope'],
  ['GET', '/api/chat/nope'],
  ['GET', '/api/notifications/nope'],
  ['GET', '/api/public/nope'],
  ['GET', '/api/installer/nope'],
  ['DELETE', '/api/leaderboard'],
  ['PUT', '/api/offers/postback/sweepnet'],
  ['DELETE', '/api/offers/postback/sweepnet'],
];

// ---------------------------------------------------------------------------------------------------
// building the probes

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function setAt(target: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
  const parts = dotted.split('.');
  let node: any = target;
  for (const part of parts.slice(0, -1)) {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = {};
    node = node[part];
  }
  node[parts[parts.length - 1]!] = value;
  return target;
}

/** Every field of the base as a dotted path: containers and what is inside them (first element of a list). */
function fieldsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? (value.length ? [['0', value[0]] as const] : []) : Object.entries(value);
  return entries.flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldsOf(inner, path)];
  });
}

function jsonPreview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return shorten(text ?? String(value), 160);
}

function shorten(text: string, max: number): string {
  return text.replace(/(.)\1{39,}/g, (run, ch: string) => `${ch}×${run.length}`).slice(0, max);
}

const RAW_SLOT = '__raw_json_slot__';

function bodyProbes(route: Route, caller: Caller, path: string, options: { withBase: boolean }): Probe[] {
  const at = (label: string, body: unknown, method: string = route.method): Probe => ({ group: route.group, caller, method, path, label, body });
  const probes: Probe[] = GENERIC_BODIES.map(([label, body]) => at(label, body));
  if (route.base) {
    const fields = [...fieldsOf(route.base), ...(route.extraFields ?? [])];
    for (const field of fields) {
      for (const [label, value] of WRONG_VALUES) {
        if (value instanceof RawJson) probes.push(at(`${field}=${label}`, JSON.stringify(setAt(clone(route.base), field, RAW_SLOT)).replace(`"${RAW_SLOT}"`, value.text)));
        else probes.push(at(`${field}=${label}`, setAt(clone(route.base), field, value)));
      }
    }
    if (options.withBase) probes.push(at(`base ${jsonPreview(route.base)}`, clone(route.base)));
  }
  return probes;
}

function queryText(base: Record<string, string> | undefined, replaced: string | null, fragment: string | null): string {
  const parts = Object.entries(base ?? {})
    .filter(([k]) => k !== replaced)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (fragment !== null) parts.push(fragment);
  return parts.length ? `?${parts.join('&')}` : '';
}

function queryProbes(route: Route, caller: Caller, path: string): Probe[] {
  const at = (label: string, query: string): Probe => ({ group: route.group, caller, method: 'GET', path: path + query, label });
  const probes = [at(route.baseQuery ? 'base query' : 'no query', queryText(route.baseQuery, null, null))];
  for (const [label, junk] of JUNK_QUERIES) probes.push(at(label, queryText(route.baseQuery, null, junk)));
  for (const name of route.query ?? []) {
    for (const [label, fragment] of WRONG_QUERY) probes.push(at(`?${name}=${label}`, queryText(route.baseQuery, name, fragment(name))));
  }
  return probes;
}

function probesFor(route: Route): Probe[] {
  const hasParam = route.path.includes(':');
  const withId = (id: string) => route.path.replace(/:[a-zA-Z]+/, id);
  const primary = hasParam ? withId(route.unknownId ?? UNKNOWN_UUID) : route.path;
  const probes: Probe[] = [];
  for (const caller of route.callers) {
    if (route.method === 'GET') probes.push(...queryProbes(route, caller, primary));
    else probes.push(...bodyProbes(route, caller, primary, { withBase: Boolean(route.sendBase) }));
    if (!hasParam) continue;
    for (const [label, id] of MALFORMED_IDS) {
      const path = withId(id);
      if (route.method === 'GET') probes.push({ group: route.group, caller, method: 'GET', path: path + queryText(route.baseQuery, null, null), label: `id ${label}` });
      else probes.push({ group: route.group, caller, method: route.method, path, label: `id ${label}, body ${route.base ? 'base' : '{}'}`, body: route.base ? clone(route.base) : {} });
    }
    for (const id of route.realIds ?? []) {
      if (route.method === 'GET') probes.push(...queryProbes(route, caller, withId(encodeURIComponent(id))));
      else probes.push(...bodyProbes(route, caller, withId(encodeURIComponent(id)), { withBase: false }).map((p) => ({ ...p, label: `real id, ${p.label}` })));
    }
  }
  for (const caller of route.reducedCallers ?? []) {
    if (route.method === 'GET') probes.push({ group: route.group, caller, method: 'GET', path: primary, label: 'no query' });
    else for (const [label, body] of [GENERIC_BODIES[0]!, GENERIC_BODIES[4]!]) probes.push({ group: route.group, caller, method: route.method, path: primary, label, body });
  }
  // the method the route does not take
  const wrongMethod = route.method === 'GET' ? 'POST' : 'GET';
  if (!route.path.startsWith('/api/offers/postback')) {
    probes.push({ group: route.group, caller: route.callers[0]!, method: wrongMethod, path: primary, label: `wrong method ${wrongMethod}`, ...(wrongMethod === 'POST' ? { body: {} } : {}) });
  }
  // admin actions read the Idempotency-Key header: a malformed one
  if (route.group === 'admin' && route.method !== 'GET') {
    probes.push({ group: route.group, caller: 'admin', method: route.method, path: primary, label: `Idempotency-Key of 300 chars, body ${route.base ? 'base' : '{}'}`, body: route.base ? clone(route.base) : {}, headers: { 'idempotency-key': LONG_ID } });
  }
  return probes;
}

// ---------------------------------------------------------------------------------------------------
// sending and judging

interface Answer {
  status: number;
  body: any;
  headers: Headers | null;
}

function problemWith(answer: Answer): string | null {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500) return '5xx';
  if (answer.status < 400) return null;
  const type = answer.headers?.get('content-type') ?? '';
  if (!/json/i.test(type) || answer.body === null || typeof answer.body !== 'object') return '4xx not JSON';
  if (typeof answer.body.message !== 'string' || answer.body.message.trim() === '') return '4xx JSON without a message';
  return null;
}

const REQUEST_TIMEOUT_MS = 30_000;

async function answerOf(client: SiteClient, probe: Probe): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, body: `no answer within ${REQUEST_TIMEOUT_MS} ms`, headers: null }), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([client.request(probe.method, probe.path, probe.body, probe.headers), timeout]);
  } catch (error) {
    return { status: 0, body: `connection failed: ${String((error as Error)?.cause ?? error)}`, headers: null };
  } finally {
    clearTimeout(timer);
  }
}

interface Violation {
  group: Group;
  kind: string;
  line: string;
}

function describeProbe(probe: Probe): string {
  return `${probe.method} ${shorten(probe.path, 160)} ${probe.caller} ${probe.label}`;
}

/** status counts per route and caller, written with SWEEP_REPORT (to see what the sweep reached) */
const seen = new Map<string, Record<string, number>>();
const samples = new Map<string, string>();
const accepted: string[] = [];

async function sweep(probes: Probe[], clientOf: (caller: Caller) => SiteClient, concurrency = 8): Promise<Violation[]> {
  const violations: Violation[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const answer = await answerOf(clientOf(probe.caller), probe);
      const kind = problemWith(answer);
      const key = `${probe.method} ${shorten(probe.path.split('?')[0]!, 80)} ${probe.caller}`;
      const counts = seen.get(key) ?? {};
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      seen.set(key, counts);
      const sampleKey = `${key} ${answer.status}`;
      if (answer.status < 300 && probe.label !== 'no query' && !probe.label.startsWith('base')) accepted.push(`${key} ${probe.label} -> ${answer.status}`);
      if (!samples.has(sampleKey)) samples.set(sampleKey, `${probe.label} -> ${jsonPreview(answer.body)}`);
      if (kind) violations.push({ group: probe.group, kind, line: `${describeProbe(probe)} -> ${answer.status} ${jsonPreview(answer.body)}` });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return violations;
}

// ---------------------------------------------------------------------------------------------------

describe('bad input on every API route (embedded product, through the gateway)', () => {
  let product: RunningProduct;
  let admin: SiteClient;
  let player: SiteClient;
  let setup: Setup;
  const stats: Array<{ group: string; requests: number; ms: number; violations: number }> = [];
  const allViolations: Violation[] = [];
  let preInstall: { violations: Violation[]; requests: number; ms: number };

  const clientOf = (caller: Caller): SiteClient => (caller === 'admin' ? admin : caller === 'player' ? player : new SiteClient(product.url));

  beforeAll(async () => {
    const saved = Object.fromEntries(Object.keys(RAISED_LIMITS).map((k) => [k, process.env[k]]));
    Object.assign(process.env, RAISED_LIMITS);
    try {
      product = await startEmbeddedProduct();
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }

    // the installer before the install, where its routes validate what they are sent
    const started = Date.now();
    const installerProbes = installerRoutes(['visitor']).flatMap(probesFor);
    preInstall = { violations: await sweep(installerProbes, clientOf), requests: installerProbes.length, ms: 0 };
    preInstall.ms = Date.now() - started;
    const status = await new SiteClient(product.url).get('/api/installer/status');
    if (status.body?.installed !== false) throw new Error(`the pre-install sweep installed the product: ${JSON.stringify(status.body)}`);

    admin = await installWithAdmin(product, ADMIN, 'Bad Input Sweep');
    const [registered] = await registerPlayers(product.url, 1, 'sweep');
    player = registered!.client;
    const me = (await player.get('/api/auth/user')).body;
    const adminId = (await admin.get('/api/auth/user')).body.id as string;
    // a verified player with points, so that a body that gets through validation reaches the deeper checks
    expect((await admin.post(`/api/admin/users/${me.id}/verify-email`)).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${me.id}/adjust-points`, { amount: 1_000_000, reason: 'sweep bankroll' })).status).toBe(200);
    // two offer networks, so that postbacks get past "unknown network" to their own checks
    const networks = [
      { network: 'sweepnet', secret: POSTBACK_SECRET, signature: 'secret-param', format: 'generic' },
      { network: 'ogads', secret: POSTBACK_SECRET, signature: 'secret-param' },
    ];
    const configured = await admin.request('PUT', '/api/admin/settings/offer_networks', { value: JSON.stringify(networks) });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    await waitFor(async () => (await new SiteClient(product.url).get('/api/offers/postback/sweepnet')).status === 400, 10_000, 'the offer networks to reach the wallet');
    const challenges = (await admin.get('/api/admin/challenges')).body;
    const list: any[] = Array.isArray(challenges) ? challenges : (challenges?.challenges ?? []);
    setup = { adminId, playerEmail: me.email, challengeIds: list.map((c) => String(c.id ?? c.challengeId)).filter(Boolean) };
  });

  afterAll(async () => {
    if (stats.length) {
      const total = stats.reduce((n, s) => n + s.requests, 0);
      console.log(`bad-input sweep: ${total} requests\n${stats.map((s) => `  ${s.group}: ${s.requests} requests, ${(s.ms / 1000).toFixed(1)} s, ${s.violations} violations`).join('\n')}`);
    }
    if (process.env.SWEEP_REPORT) writeFileSync(process.env.SWEEP_REPORT, JSON.stringify({ stats, violations: allViolations, statuses: Object.fromEntries(seen), samples: Object.fromEntries(samples), accepted }, null, 2));
    await product?.stop();
  });

  const groups: Group[] = ['public', 'auth', 'wallet', 'games', 'chat', 'admin', 'installer'];
  it.each(groups)('%s routes answer bad input with a 4xx that says what is wrong', async (group) => {
    const probes = routes(setup)
      .filter((r) => r.group === group)
      .flatMap(probesFor);
    if (group === 'public') {
      for (const [method, path] of UNKNOWN_PATHS) {
        for (const caller of ['visitor', 'player'] as Caller[]) probes.push({ group, caller, method, path, label: 'unknown path', ...(method === 'GET' ? {} : { body: {} }) });
      }
      probes.push({ group, caller: 'admin', method: 'GET', path: '/api/admin/nope', label: 'unknown path' });
    }
    const started = Date.now();
    const violations = await sweep(probes, clientOf);
    let requests = probes.length;
    let ms = Date.now() - started;
    if (group === 'installer') {
      violations.unshift(...preInstall.violations.map((v) => ({ ...v, line: `(before install) ${v.line}` })));
      requests += preInstall.requests;
      ms += preInstall.ms;
    }
    stats.push({ group, requests, ms, violations: violations.length });
    allViolations.push(...violations);
    const report = violations.map((v) => `[${v.kind}] ${v.line}`).join('\n');
    expect(report, `${violations.length} of ${requests} requests broke the bad-input rule`).toBe('');
  });
});
