import { ALREADY_OWNED, gamepassProblem, purchaseVerdict, UNCONFIRMED, type PayoutFailure } from '../domain/robux-purchase.js';
import { RobloxApiError, type RobloxApi } from '../providers/roblox-api.js';

/** A purchase may be sent this many times in all (every retry only after the inventory said "not bought"). */
export const MAX_PURCHASE_ATTEMPTS = 3;

/**
 * completed or failed: the purchase's end; unknown: a purchase was sent and nobody can say yet whether it
 * went through (the sweep reconciles it); held: nothing more was sent, and the withdrawal waits (e.g.
 * the player owes points from a reversed offer).
 */
export type RunVerdict =
  | { kind: 'completed' }
  | { kind: 'failed'; failure: PayoutFailure }
  | { kind: 'unknown'; reason: string }
  | { kind: 'held'; reason: string };

export interface PurchaseRun {
  api: RobloxApi;
  /** the payout account's Roblox user id (whose inventory receives the gamepass) */
  payoutUserId: string;
  gamepassId: string;
  username: string;
  amount: number;
  /** purchases already sent for this withdrawal (by earlier runs) */
  attemptsSoFar: number;
  /**
   * Called before each purchase request leaves: checks that the withdrawal may still be paid out, renews
   * the lease and commits the attempt (so that whatever happens next is reconciled, never bought blindly
   * again). null: go ahead; a verdict: stop here with it (the lease was lost, the payout is held).
   */
  beforePurchase: () => Promise<RunVerdict | null>;
}

const failed = (failure: PayoutFailure): RunVerdict => ({ kind: 'failed', failure });

/**
 * Buys the player's gamepass with the payout account, never twice:
 * 1. if an earlier run sent a purchase, the inventory decides first: owned means it went through;
 * 2. the product info must be for sale, by the player's Roblox user, at exactly ceil(amount / 0.7);
 * 3. before the first purchase, a gamepass the account already owns is refused (it cannot be bought
 *    again, and owning it says nothing about this withdrawal);
 * 4. purchase with the expected price and seller; when the answer is lost (timeout, network, 5xx), the
 *    inventory decides again before any retry.
 * Nothing is bought after a read fails; a failed read after a purchase was sent leaves the outcome
 * unknown (the sweep reconciles it later).
 */
export async function runPurchase(run: PurchaseRun): Promise<RunVerdict> {
  let sent = run.attemptsSoFar;
  const owned = () => run.api.ownsGamepass(run.payoutUserId, run.gamepassId);
  try {
    if (sent > 0 && (await owned())) return { kind: 'completed' };
    const product = await run.api.gamepassProduct(run.gamepassId);
    if (!product) return failed({ cause: 'gamepass', message: 'No gamepass with this ID exists on Roblox' });
    const problem = gamepassProblem(product, { amount: run.amount, username: run.username });
    if (problem) return failed(problem);
    if (sent === 0 && (await owned())) return failed(ALREADY_OWNED);
    while (sent < MAX_PURCHASE_ATTEMPTS) {
      const stop = await run.beforePurchase();
      if (stop) return stop;
      sent++;
      const answer = await run.api.purchase(product.productId!, { price: product.priceInRobux!, sellerId: product.sellerId! });
      if (answer.kind === 'answered') {
        const verdict = purchaseVerdict(answer.reply);
        if (verdict.kind === 'purchased') return { kind: 'completed' };
        // owned although our inventory check said not: only our own earlier, unanswered attempt can explain it
        if (verdict.kind === 'already-owned') return sent > 1 ? { kind: 'completed' } : failed(ALREADY_OWNED);
        return failed(verdict.failure);
      }
      if (answer.kind === 'refused') return failed({ cause: 'payout', message: `Roblox refused the purchase: ${answer.message}` });
      if (await owned()) return { kind: 'completed' };
    }
    return failed(UNCONFIRMED);
  } catch (err) {
    if (!(err instanceof RobloxApiError)) throw err;
    return sent > 0 ? { kind: 'unknown', reason: err.message } : failed({ cause: 'payout', message: err.message });
  }
}
