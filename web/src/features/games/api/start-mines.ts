import { useMutation } from '@tanstack/react-query';
import type { PostMinesStartRequest, PostMinesStartResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/mines/start {betAmount, mineCount}: takes the stake and hides the mines. */
export function startMines(body: PostMinesStartRequest): Promise<PostMinesStartResponse> {
  return api.post<PostMinesStartResponse>('/api/games/mines/start', body);
}

export function useStartMines() {
  return useMutation({ mutationFn: startMines });
}
