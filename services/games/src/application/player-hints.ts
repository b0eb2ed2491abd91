import { LRUCache } from 'lru-cache';
import type { ReservedPair } from '../db/seed-pairs.js';

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

  /**
   * The player's active seed pair as this replica last saw it, with the nonce it expects to take next:
   * an instant round is drawn on it in advance, and the statement that takes the nonce records it only if
   * that guess was right (db/rounds.ts reserveNonceRecording).
   */
  private readonly pairs = new LRUCache<string, ReservedPair>({ max: 20_000 });

  notePair(userId: string, taken: ReservedPair): void {
    this.pairs.set(userId, { ...taken, nonce: taken.nonce + 1 });
  }

  /** The expected next nonce, counted as taken at once, so a concurrent round of the player here expects the one after. */
  takeExpectedNonce(userId: string): ReservedPair | undefined {
    const expected = this.pairs.get(userId);
    if (expected) this.pairs.set(userId, { ...expected, nonce: expected.nonce + 1 });
    return expected;
  }

  forgetPair(userId: string): void {
    this.pairs.delete(userId);
  }

  username(userId: string): string | undefined {
    return this.usernames.get(userId);
  }

  noteUsername(userId: string, username: string): void {
    this.usernames.set(userId, username);
  }
}
