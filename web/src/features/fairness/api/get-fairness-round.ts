import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetFairnessRoundResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/games/fairness/rounds/:roundId: one of the player's rounds with its seeds, bet and stored outcome. */
export function getFairnessRound(roundId: string): Promise<GetFairnessRoundResponse> {
  return api.get<GetFairnessRoundResponse>(`/api/games/fairness/rounds/${encodeURIComponent(roundId)}`);
}

export const fairnessRoundQueryOptions = (roundId: string) => queryOptions({ queryKey: ['games', 'fairness', 'round', roundId], queryFn: () => getFairnessRound(roundId) });

export function useFairnessRound(roundId: string | null) {
  return useQuery({ ...fairnessRoundQueryOptions(roundId ?? ''), enabled: roundId !== null && roundId !== '' });
}
