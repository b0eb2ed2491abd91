/**
 * Referrals (design section 4): the referrer earns 500 points when the friend completes a first offer,
 * plus 10% of the friend's offer earnings for life (the first offer included: "500 points each, plus
 * 10%"), never of game winnings or other earnings. The first-offer bonus is paid once per friend ever.
 * When an offer is reversed, what it paid the referrer is taken back too (10% share, and the first-offer
 * bonus if that offer paid it), so a reversed conversion pays nobody.
 */
import { REFERRAL_FIRST_OFFER_BONUS, REFERRAL_SHARE_PERCENT } from '@app/contracts';

// the terms live in the contracts package, since the web's texts name them too
export { REFERRAL_FIRST_OFFER_BONUS, REFERRAL_SHARE_PERCENT };

/** 10% of the friend's offer points, rounded down (a share is never more than 10%). */
export function referralShare(offerPoints: number): number {
  return Math.floor((offerPoints * REFERRAL_SHARE_PERCENT) / 100);
}

export const referralOperations = {
  firstOffer: (friendId: string) => `referral:${friendId}:first`,
  share: (completionId: string) => `referral:${completionId}`,
  shareReversal: (completionId: string) => `referral-reversal:${completionId}`,
  firstOfferReversal: (completionId: string) => `referral-reversal:${completionId}:first`,
};

/** Every ledger key of a referral reversal starts with this, so referral earnings can be summed net. */
export const REFERRAL_REVERSAL_PREFIX = 'referral-reversal:';
