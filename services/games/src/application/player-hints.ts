import { LRUCache } from 'lru-cache';

/**
 * What this replica last learnt about players, to spare a bus or database round trip on the bet path.
 * Hints only: nothing decides money from them (the wallet re-checks every stake on the locked row).
 */
export class PlayerHints {
  /** the balance of the wallet's latest answer for a player */
  private readonly balances = new LRUCache<string, number>({ max: 50_000 });
  /** names do not change; a TTL still lets a corrected projection through */
  private readonly usernames = new LRUCache<string, string>({ max: 50_000, ttl: 10 * 60_000 });

  noteBalance(userId: string, balance: number): void {
    this.balances.set(userId, balance);
  }

  forgetBalance(userId: string): void {
    this.balances.delete(userId);
  }

  /** true when the last known balance covers the stake (unknown → false: ask the wallet) */
  balanceCovers(userId: string, stake: number): boolean {
    const known = this.balances.get(userId);
    return known !== undefined && known >= stake;
  }

  username(userId: string): string | undefined {
    return this.usernames.get(userId);
  }

  noteUsername(userId: string, username: string): void {
    this.usernames.set(userId, username);
  }
}
