/**
 * What a referrer earns (design section 4): a bonus once the friend completes a first offer (not at
 * sign-up), then a share of the friend's offer earnings for life. Fixed terms, not settings: the wallet
 * pays them (services/wallet/src/domain/referral.ts) and the web's texts name them.
 */
export const REFERRAL_FIRST_OFFER_BONUS = 500;
export const REFERRAL_SHARE_PERCENT = 10;
