import type { UserFacts } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';

/** How long a user's facts may be reused: bans, admin rights and verification apply within a second. */
export const USER_FACTS_TTL_MS = 1000;

/**
 * Current facts about users (verified e-mail, banned, admin, username) from the auth service, which
 * owns them; never from a session copy. Cached briefly so a burst of messages asks auth once.
 */
export class UserDirectory {
  private readonly cache = new Map<string, { facts: UserFacts; until: number }>();
  private readonly inFlight = new Map<string, Promise<UserFacts>>();

  constructor(
    private readonly bus: Bus,
    private readonly ttlMs = USER_FACTS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string): Promise<UserFacts> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > this.now()) return cached.facts;
    let pending = this.inFlight.get(userId);
    if (!pending) {
      pending = this.fetch(userId).finally(() => this.inFlight.delete(userId));
      this.inFlight.set(userId, pending);
    }
    return pending;
  }

  private async fetch(userId: string): Promise<UserFacts> {
    try {
      const facts = await this.bus.request('auth.v1.user.get', { userId }, { timeoutMs: 3000, retries: 1 });
      this.cache.set(userId, { facts, until: this.now() + this.ttlMs });
      if (this.cache.size > 10_000) this.evictExpired();
      return facts;
    } catch (err) {
      // A signed identity naming a user auth no longer knows (deleted account): treat as signed out.
      if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('UNAUTHENTICATED', 'You must be logged in');
      throw err;
    }
  }

  private evictExpired() {
    const now = this.now();
    for (const [id, entry] of this.cache) if (entry.until <= now) this.cache.delete(id);
  }
}
