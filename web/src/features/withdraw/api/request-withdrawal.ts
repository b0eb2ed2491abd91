import type { PostWithdrawalRequest, PostWithdrawalResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/withdrawal/request {method, amount, paymentDetails}: PayPal, Zelle or CashApp, paid by an admin. */
export function requestWithdrawal(body: PostWithdrawalRequest): Promise<PostWithdrawalResponse> {
  return api.post<PostWithdrawalResponse>('/api/withdrawal/request', body);
}
