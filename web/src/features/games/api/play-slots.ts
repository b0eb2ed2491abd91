import { useMutation } from '@tanstack/react-query';
import type { PostSlotsRequest, PostSlotsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/slots {betAmount}: the server stops the three reels; symbols, multiplier, winnings. */
export function playSlots(body: PostSlotsRequest): Promise<PostSlotsResponse> {
  return api.post<PostSlotsResponse>('/api/games/slots', body);
}

export function usePlaySlots() {
  return useMutation({ mutationFn: playSlots });
}
