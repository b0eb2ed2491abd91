import { formatPoints } from '@/lib/format';

/**
 * What a referrer earns, as the wallet pays it (design section 4; services/wallet/src/domain/referral.ts):
 * a bonus once the friend completes a first offer (not at sign-up), then a share of the friend's offer
 * earnings for life. Fixed amounts there, not settings, so the texts name them from here.
 */
export const REFERRAL_FIRST_OFFER_BONUS = 500;
export const REFERRAL_SHARE_PERCENT = 10;

export const referralBonusPoints = `${formatPoints(REFERRAL_FIRST_OFFER_BONUS)} points`;
