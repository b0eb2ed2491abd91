import { useEffect } from 'react';
import type { useDailyBonusStatus } from '../api/get-daily-bonus-status';
import { recheckAfterUtcMidnight } from './recheck-after-midnight';

/**
 * While today's bonus is claimed, asks the server again at UTC midnight (just after it, and a few more
 * times while it still says "claimed") instead of trusting the clock, so any screen showing the bonus
 * opens the next one without a reload.
 */
export function useDailyBonusRecheck(status: ReturnType<typeof useDailyBonusStatus>): void {
  const claimedToday = status.data?.canClaim === false;
  const { refetch } = status;
  useEffect(() => {
    if (!claimedToday) return;
    return recheckAfterUtcMidnight(async () => (await refetch()).data?.canClaim === true);
  }, [claimedToday, refetch]);
}
