import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Which signed-in users are connected, to count them for `online_count`. Each replica knows its own
 * sockets; the count is of distinct users across all replicas (a user with two tabs on two replicas
 * counts once).
 */
export interface Presence {
  /**
   * a socket of this user connected to this replica; never rejects (the socket's `remove`, which runs
   * after it, must find the user counted, or the user would stay online for good)
   */
  add(userId: string): Promise<void>;
  /** one of those sockets disconnected */
  remove(userId: string): Promise<void>;
  count(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Sockets per user on this replica. */
class LocalSockets {
  private readonly perUser = new Map<string, number>();

  /** true when this is the user's first socket here */
  add(userId: string): boolean {
    const n = (this.perUser.get(userId) ?? 0) + 1;
    this.perUser.set(userId, n);
    return n === 1;
  }

  /** true when it was the user's last socket here */
  remove(userId: string): boolean {
    const n = (this.perUser.get(userId) ?? 0) - 1;
    if (n > 0) {
      this.perUser.set(userId, n);
      return false;
    }
    return this.perUser.delete(userId);
  }

  users(): string[] {
    return [...this.perUser.keys()];
  }
}

/** The embedded mode: one process holds every socket. */
export class MemoryPresence implements Presence {
  private readonly local = new LocalSockets();

  async add(userId: string) {
    this.local.add(userId);
  }

  async remove(userId: string) {
    this.local.remove(userId);
  }

  async count() {
    return this.local.users().length;
  }

  start() {}

  async stop() {}
}

/** Adds members with an expiry (Redis clock) and drops the expired ones. ARGV: ttlMs, member... */
const TOUCH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[i]) end
return 1`;

/** Distinct user ids among the unexpired members (`<replica>|<user>`). */
const COUNT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local seen = {}
local n = 0
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')) do
  local user = string.match(member, '^[^|]*|(.*)$')
  if user and not seen[user] then seen[user] = true; n = n + 1 end
end
return n`;

export interface RedisPresenceOptions {
  replicaId: string;
  /** how often this replica renews its members */
  heartbeatMs: number;
  /** how long a member lives without renewal: a crashed replica's users vanish after this */
  ttlMs: number;
}

/**
 * Distributed presence: a sorted set of `<replica>|<user>` members scored by expiry. Each replica renews
 * its members on a heartbeat, so the users of a replica that died without a goodbye expire by themselves.
 */
export class RedisPresence implements Presence {
  private readonly local = new LocalSockets();
  private timer: NodeJS.Timeout | null = null;
  private readonly key = 'chat:presence';

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly options: RedisPresenceOptions,
  ) {}

  private member(userId: string) {
    return `${this.options.replicaId}|${userId}`;
  }

  /**
   * Never fails: a member Redis did not take now is written by the next heartbeat, and the socket's
   * `remove` must still find it counted here, or the user would be renewed as online for good.
   */
  async add(userId: string) {
    if (!this.local.add(userId)) return;
    await this.touch([this.member(userId)]).catch((err) => this.logger.warn({ err }, 'presence not recorded yet; the next heartbeat records it'));
  }

  async remove(userId: string) {
    if (this.local.remove(userId)) await this.redis.zrem(this.key, this.member(userId));
  }

  async count(): Promise<number> {
    return Number(await this.redis.eval(COUNT, 1, this.key));
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.touch(this.local.users().map((u) => this.member(u))).catch((err) => this.logger.warn({ err }, 'presence heartbeat failed'));
    }, this.options.heartbeatMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const members = this.local.users().map((u) => this.member(u));
    if (members.length) await this.redis.zrem(this.key, ...members).catch(() => undefined);
  }

  private async touch(members: string[]) {
    await this.redis.eval(TOUCH, 1, this.key, this.options.ttlMs, ...members);
  }
}
