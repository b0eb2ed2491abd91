import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostDailyChallengeClaimResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { useInvalidateWallet } from '@/features/transactions/api/use-invalidate-wallet';
import { api, errorMessage } from '@/lib/api-client';
import { dailyChallengesQueryOptions } from './get-daily-challenges';

/** POST /api/daily-challenges/{id}/claim (empty body) -> {reward, balance, message}. */
export function claimChallenge(id: string): Promise<PostDailyChallengeClaimResponse> {
  return api.post<PostDailyChallengeClaimResponse>(`/api/daily-challenges/${encodeURIComponent(id)}/claim`);
}

export function useClaimChallenge() {
  const queryClient = useQueryClient();
  const invalidateWallet = useInvalidateWallet();
  return useMutation({
    mutationFn: claimChallenge,
    onSuccess: (result, id) => {
      // shown claimed at once: until the refetch arrives a Claim button would only earn 'already claimed'
      queryClient.setQueryData(dailyChallengesQueryOptions().queryKey, (list) => list?.map((c) => (c.id === id ? { ...c, claimed: true } : c)));
      toast({ title: 'Challenge Completed!', description: result.message || `You earned ${result.reward} points.` });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to claim challenge'), variant: 'destructive' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dailyChallengesQueryOptions().queryKey });
      invalidateWallet();
    },
  });
}
