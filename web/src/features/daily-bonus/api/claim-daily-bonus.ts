import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dailyBonusPoints, type GetDailyBonusStatusResponse, type PostDailyBonusResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { useInvalidateWallet } from '@/features/transactions/api/use-invalidate-wallet';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { msUntilNextUtcMidnight } from '../components/utc-midnight';
import { dailyBonusStatusQueryOptions } from './get-daily-bonus-status';

/**
 * The status the claim's answer implies, shown at once: until the refetch arrives the card must not offer
 * the claimed bonus again (a second click would only get 'Bonus already claimed today').
 */
export function statusAfterClaim(result: PostDailyBonusResponse, now = Date.now()): GetDailyBonusStatusResponse {
  return {
    canClaim: false,
    timeUntilNext: msUntilNextUtcMidnight(now) / 3_600_000,
    streak: result.streak,
    // tomorrow's bonus if the streak is kept, as the status says once claimed
    nextBonus: dailyBonusPoints(result.streak + 1),
    lastDailyBonus: new Date(now).toISOString(),
  };
}

/** POST /api/daily-bonus (empty body) -> {success, points, streak, balance, message}. */
export function claimDailyBonus(): Promise<PostDailyBonusResponse> {
  return api.post<PostDailyBonusResponse>('/api/daily-bonus');
}

/** Claims today's bonus; `onClaimed` runs on success (the card plays confetti). Error toasts per spec section 8. */
export function useClaimDailyBonus(onClaimed?: (result: PostDailyBonusResponse) => void) {
  const queryClient = useQueryClient();
  const invalidateWallet = useInvalidateWallet();
  return useMutation({
    mutationFn: claimDailyBonus,
    onSuccess: (result) => {
      queryClient.setQueryData(dailyBonusStatusQueryOptions().queryKey, statusAfterClaim(result));
      toast({ title: 'Daily Bonus Claimed!', description: result.message || `You earned ${result.points} points. Streak: ${result.streak} days.` });
      onClaimed?.(result);
    },
    onError: (error) => {
      if (isApiError(error)) {
        toast({ title: 'Claim Failed', description: errorMessage(error, 'Failed to claim daily bonus'), variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'Failed to claim daily bonus. Please try again.', variant: 'destructive' });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dailyBonusStatusQueryOptions().queryKey });
      invalidateWallet();
    },
  });
}
