/**
 * Referrals (design section 4): the referrer earns 500 points when the friend completes a first offer,
 * plus 10% of the friend's offer earnings for life (the first offer included: "500 points each, plus
 * 10%"), never of game winnings or other earnings. When an offer is reversed, what it paid the referrer
 * is taken back too (10% share, and the first-offer bonus if that offer paid it), so a reversed
 * conversion pays nobody.
 *
 * The first-offer bonus is keyed by the completion that earned it, and a credited offer earns it when no
 * other conversion of the friend stands credited (with points): the friend's first offer, not counting
 * reversed ones. So once the only credited offer is reversed (and its bonus taken back), the friend's
 * next credited offer, now really their first, earns it again. Decided under the friend's account row
 * lock, which every postback of that friend (credit or chargeback) takes first.
 */
import { REFERRAL_FIRST_OFFER_BONUS, REFERRAL_SHARE_PERCENT } from '@app/contracts';

// the terms live in the contracts package, since the web's texts name them too
export { REFERRAL_FIRST_OFFER_BONUS, REFERRAL_SHARE_PERCENT };

/** 10% of the friend's offer points, rounded down (a share is never more than 10%). */
export function referralShare(offerPoints: number): number {
  return Math.floor((offerPoints * REFERRAL_SHARE_PERCENT) / 100);
}

export const referralOperations = {
  /** the first-offer bonus paid for this completion (formerly `referral:<friendId>:first`, once per friend ever) */
  firstOffer: (completionId: string) => `referral:first-offer:${completionId}`,
  share: (completionId: string) => `referral:${completionId}`,
  shareReversal: (completionId: string) => `referral-reversal:${completionId}`,
  firstOfferReversal: (completionId: string) => `referral-reversal:${completionId}:first`,
};

/** Every ledger key of a referral reversal starts with this, so referral earnings can be summed net. */
export const REFERRAL_REVERSAL_PREFIX = 'referral-reversal:';
