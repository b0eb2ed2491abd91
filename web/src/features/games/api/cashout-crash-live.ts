import { useMutation } from '@tanstack/react-query';
import type { PostCrashLiveCashoutRequest, PostCrashLiveCashoutResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/crash/live/cashout {roundId}: cashes out at the server's multiplier now (or answers the crash). */
export function cashOutCrashLive(body: PostCrashLiveCashoutRequest): Promise<PostCrashLiveCashoutResponse> {
  return api.post<PostCrashLiveCashoutResponse>('/api/games/crash/live/cashout', body);
}

export function useCashOutCrashLive() {
  return useMutation({ mutationFn: cashOutCrashLive });
}
