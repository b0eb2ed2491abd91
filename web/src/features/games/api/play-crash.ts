import { useMutation } from '@tanstack/react-query';
import type { PostCrashRequest, PostCrashResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/crash {betAmount, cashOutMultiplier}: the one-call form, an automatic cash-out decided at once. */
export function playCrash(body: PostCrashRequest): Promise<PostCrashResponse> {
  return api.post<PostCrashResponse>('/api/games/crash', body);
}

export function usePlayCrash() {
  return useMutation({ mutationFn: playCrash });
}
