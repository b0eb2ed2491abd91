import { useMutation } from '@tanstack/react-query';
import type { PostMinesRevealRequest, PostMinesRevealResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/mines/reveal {tileIndex, roundId}: the server says whether the tile is a mine. */
export function revealMinesTile(body: PostMinesRevealRequest): Promise<PostMinesRevealResponse> {
  return api.post<PostMinesRevealResponse>('/api/games/mines/reveal', body);
}

export function useRevealMinesTile() {
  return useMutation({ mutationFn: revealMinesTile });
}
