import type { PostAutomatedWithdrawalRequest, PostAutomatedWithdrawalResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/automated-withdrawal/request {type:'robux', amount, usdValue (amount as text), details:{username, gamepassId}}. */
export function requestRobuxWithdrawal(body: PostAutomatedWithdrawalRequest): Promise<PostAutomatedWithdrawalResponse> {
  return api.post<PostAutomatedWithdrawalResponse>('/api/automated-withdrawal/request', body);
}
