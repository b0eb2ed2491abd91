import { offerOperations } from './offer-operations.js';
import { referralOperations } from './referral.js';

/**
 * A chargeback undoes what the credits it takes back added to the daily challenges, so that a reversed
 * offer completes no challenge. Each `offer_reversal` movement names what it takes back by its key: the
 * player's own offer (which counted as earnings and as one offer), or, on the referrer's side, the 10%
 * share or the first-offer bonus that a friend's offer paid (`referral` credits count as earnings). The
 * key, not the type, tells them apart: a referrer's take-back must never undo the referrer's own offers.
 */
export type ReversedCredit =
  /** the credit under this key and of this type, in the same player's ledger */
  | { kind: 'credit'; type: 'offer' | 'referral'; operationId: string }
  /**
   * the first-offer bonus the friend's completion carried when it was reversed: paid on it, or on an
   * earlier offer of the friend that was reversed while this one stood (the bonus moved, its credit did not)
   */
  | { kind: 'first-offer-bonus'; completionId: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The keys `build` makes from a completion id (the builders stay the one spelling of each key). */
function keyPattern(build: (completionId: string) => string): RegExp {
  const [before = '', after = ''] = build('\0').split('\0');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}(${UUID})${literal(after)}$`);
}

const offerReversalKey = keyPattern(offerOperations.reversal);
const shareReversalKey = keyPattern(referralOperations.shareReversal);
const firstOfferReversalKey = keyPattern(referralOperations.firstOfferReversal);

/** The credit a wallet.balance.changed event takes back, or null for any other change. */
export function reversedCreditOf(reason: string, delta: number, operationId: string): ReversedCredit | null {
  if (reason !== 'offer_reversal' || delta >= 0) return null;
  const offer = offerReversalKey.exec(operationId)?.[1];
  if (offer) return { kind: 'credit', type: 'offer', operationId: offerOperations.credit(offer) };
  const share = shareReversalKey.exec(operationId)?.[1];
  if (share) return { kind: 'credit', type: 'referral', operationId: referralOperations.share(share) };
  const bonus = firstOfferReversalKey.exec(operationId)?.[1];
  if (bonus) return { kind: 'first-offer-bonus', completionId: bonus };
  return null;
}
