import { useMutation } from '@tanstack/react-query';
import type { PostCrashLiveStartRequest, PostCrashLiveStartResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/crash/live/start {betAmount, autoCashOut?}: takes the stake and starts the server's clock. */
export function startCrashLive(body: PostCrashLiveStartRequest): Promise<PostCrashLiveStartResponse> {
  return api.post<PostCrashLiveStartResponse>('/api/games/crash/live/start', body);
}

export function useStartCrashLive() {
  return useMutation({ mutationFn: startCrashLive });
}
