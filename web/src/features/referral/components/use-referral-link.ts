import { referralLink } from '@/app/paths';
import { useReferralStats } from '../api/get-referral-stats';

/** The player's referral link {origin}/auth?ref={code}, from the referral stats, else the user's own code. */
export function useReferralLink(fallbackCode: string) {
  const stats = useReferralStats();
  const code = stats.data?.referralCode || fallbackCode;
  return { link: referralLink(window.location.origin, code), stats };
}
