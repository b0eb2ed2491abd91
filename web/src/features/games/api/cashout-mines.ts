import { useMutation } from '@tanstack/react-query';
import type { PostMinesCashoutRequest, PostMinesCashoutResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/mines/cashout {roundId}: pays the current multiplier once. */
export function cashOutMines(body: PostMinesCashoutRequest): Promise<PostMinesCashoutResponse> {
  return api.post<PostMinesCashoutResponse>('/api/games/mines/cashout', body);
}

export function useCashOutMines() {
  return useMutation({ mutationFn: cashOutMines });
}
