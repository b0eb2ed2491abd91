import { REFERRAL_FIRST_OFFER_BONUS } from '@app/contracts';
import { formatPoints } from '@/lib/format';

export { REFERRAL_FIRST_OFFER_BONUS, REFERRAL_SHARE_PERCENT } from '@app/contracts';

/** The first-offer bonus as the referral texts name it (the terms: packages/contracts/src/referral-terms.ts). */
export const referralBonusPoints = `${formatPoints(REFERRAL_FIRST_OFFER_BONUS)} points`;
