import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostFairnessRotateRequest, PostFairnessRotateResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { fairnessQueryOptions } from './get-fairness';

/** POST /api/games/fairness/rotate {clientSeed?}: reveals the current server seed and starts a new pair. */
export function rotateSeeds(body: PostFairnessRotateRequest): Promise<PostFairnessRotateResponse> {
  return api.post<PostFairnessRotateResponse>('/api/games/fairness/rotate', body);
}

export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeeds,
    onSuccess: (answer) => {
      queryClient.setQueryData(fairnessQueryOptions().queryKey, { serverSeedHash: answer.serverSeedHash, clientSeed: answer.clientSeed, nonce: answer.nonce });
      // Rounds of the previous pair can now be verified: their server seed is revealed.
      void queryClient.invalidateQueries({ queryKey: ['games', 'fairness', 'round'] });
      toast({ title: 'Seeds rotated', description: 'Your previous server seed is revealed below.' });
    },
    onError: (error) => toast({ title: 'Could not rotate seeds', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
