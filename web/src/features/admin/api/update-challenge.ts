import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutChallengeRequest, PutChallengeResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { handleAdminUnauthorized } from './admin-api';
import { adminChallengesQueryOptions } from './get-admin-challenges';

export const CHALLENGE_UPDATE_FALLBACK = 'Failed to update challenge';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The failure text of spec section 9 for a challenge update: the server's message, else 'HTTP {status}'
 * or the raw text; an ok answer that is not JSON is 'Invalid JSON response from server'.
 */
function failureText(status: number, text: string): string {
  const body = parseJson(text);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  if (body !== undefined || !text.trim()) return `HTTP ${status}`;
  return text.trim();
}

/** PUT /api/admin/challenges/{challengeId} {title, description, target, reward, isActive} -> the challenge. */
export async function updateChallenge(challengeId: string, body: PutChallengeRequest): Promise<PutChallengeResponse> {
  try {
    const response = await fetch(`/api/admin/challenges/${encodeURIComponent(challengeId)}`, {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, failureText(response.status, text));
    const data = parseJson(text);
    if (data === undefined) throw new ApiError(response.status, 'Invalid JSON response from server');
    return data as PutChallengeResponse;
  } catch (error) {
    handleAdminUnauthorized(error);
    throw error;
  }
}

export interface UpdateChallengeInput {
  challengeId: string;
  body: PutChallengeRequest;
}

export function useUpdateChallenge(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, body }: UpdateChallengeInput) => updateChallenge(challengeId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminChallengesQueryOptions().queryKey, (list) => list?.map((c) => (c.challengeId === updated.challengeId ? updated : c)));
      void queryClient.invalidateQueries({ queryKey: adminChallengesQueryOptions().queryKey });
      toast({ title: 'Challenge Updated', description: `${updated.title} was saved.` });
      options.onSuccess?.();
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage || CHALLENGE_UPDATE_FALLBACK : error instanceof Error && error.message ? error.message : CHALLENGE_UPDATE_FALLBACK;
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
