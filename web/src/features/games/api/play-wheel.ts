import { useMutation } from '@tanstack/react-query';
import type { PostWheelRequest, PostWheelResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/wheel {betAmount}: the server picks the segment; the wheel then spins to it. */
export function playWheel(body: PostWheelRequest): Promise<PostWheelResponse> {
  return api.post<PostWheelResponse>('/api/games/wheel', body);
}

export function usePlayWheel() {
  return useMutation({ mutationFn: playWheel });
}
