import { gamepassPriceFor } from './withdrawal-rules.js';

/**
 * The decisions of an automatic Robux payout, apart from the HTTP calls (providers/roblox-api.ts) and
 * the state changes (application/robux-payouts.ts).
 */

/** A gamepass's product info, as far as the purchase needs it. */
export interface GamepassProduct {
  productId: number | null;
  priceInRobux: number | null;
  isForSale: boolean;
  sellerId: number | null;
  sellerName: string | null;
}

/** Whose fault a failed payout is: the player's gamepass (fixable by them) or the payout side. */
export type FailureCause = 'gamepass' | 'payout';

export interface PayoutFailure {
  cause: FailureCause;
  message: string;
}

/**
 * Why the gamepass cannot be bought for this withdrawal, or null: it must be for sale, created by the
 * Roblox user the player named (the seller is who receives the Robux), and priced exactly
 * ceil(amount / 0.7), so that after Roblox's 30% the player receives `amount` Robux, no more.
 */
export function gamepassProblem(product: GamepassProduct, withdrawal: { amount: number; username: string }): PayoutFailure | null {
  if (!product.isForSale || product.productId === null || product.priceInRobux === null) {
    return { cause: 'gamepass', message: 'The gamepass is not for sale. Put it on sale and try again' };
  }
  if (product.sellerId === null || product.sellerName?.toLowerCase() !== withdrawal.username.toLowerCase()) {
    return { cause: 'gamepass', message: `The gamepass must be created by ${withdrawal.username}` };
  }
  const expected = gamepassPriceFor(withdrawal.amount);
  if (product.priceInRobux !== expected) {
    return { cause: 'gamepass', message: `The gamepass must cost exactly ${expected} Robux (it costs ${product.priceInRobux})` };
  }
  return null;
}

export const ALREADY_OWNED: PayoutFailure = {
  cause: 'gamepass',
  message: 'This gamepass was already bought. Create a new gamepass for each withdrawal',
};

export const UNCONFIRMED: PayoutFailure = {
  cause: 'payout',
  message: 'Roblox did not confirm the purchase',
};

/** The body of Roblox's purchase answer (HTTP 200 whether or not it bought). */
export interface PurchaseReply {
  purchased?: boolean;
  reason?: string | null;
  errorMsg?: string | null;
}

export type PurchaseVerdict = { kind: 'purchased' } | { kind: 'already-owned' } | { kind: 'refused'; failure: PayoutFailure };

export function purchaseVerdict(reply: PurchaseReply): PurchaseVerdict {
  if (reply.purchased === true) return { kind: 'purchased' };
  switch (reply.reason) {
    case 'AlreadyOwned':
      return { kind: 'already-owned' };
    case 'InsufficientFunds':
      return { kind: 'refused', failure: { cause: 'payout', message: 'The payout account does not have enough Robux right now' } };
    case 'PriceChanged':
      return { kind: 'refused', failure: { cause: 'gamepass', message: 'The gamepass price changed during the purchase' } };
    case 'NotForSale':
      return { kind: 'refused', failure: { cause: 'gamepass', message: 'The gamepass is not for sale. Put it on sale and try again' } };
    default:
      return { kind: 'refused', failure: { cause: 'payout', message: `Roblox refused the purchase${reply.errorMsg ? `: ${reply.errorMsg}` : reply.reason ? ` (${reply.reason})` : ''}` } };
  }
}

/** Shown in the history (and the admin panel) as the withdrawal's payment reference. */
export function paymentReferenceFor(gamepassId: string): string {
  return `GP-${gamepassId}`;
}
