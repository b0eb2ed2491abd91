import { useMutation } from '@tanstack/react-query';
import type { PostKenoRequest, PostKenoResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/keno {betAmount, selectedNumbers}: the server draws 20 of 80 and pays by the pick count's paytable. */
export function playKeno(body: PostKenoRequest): Promise<PostKenoResponse> {
  return api.post<PostKenoResponse>('/api/games/keno', body);
}

export function usePlayKeno() {
  return useMutation({ mutationFn: playKeno });
}
