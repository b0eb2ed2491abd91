import { z } from 'zod';
import type { WithdrawalStatus } from './withdrawal-entry.js';

/**
 * GET /api/withdrawal/summary: the Withdrawal History cards, over every withdrawal of the player of every
 * method (the histories list only the latest 100 of each kind, so sums made from them fall short).
 * A sibling of the histories rather than a field of them: their answers are bare arrays, which an extra
 * field would break for the clients that read them.
 */
export const ZGetWithdrawalSummaryResponse = z.object({
  /** points of the completed withdrawals */
  totalWithdrawn: z.number().int(),
  completed: z.number().int(),
  /** pending and approved (accepted, not paid yet) */
  pending: z.number().int(),
  /** failed and rejected (the points were returned) */
  failed: z.number().int(),
});
export type GetWithdrawalSummaryResponse = z.infer<typeof ZGetWithdrawalSummaryResponse>;

export type WithdrawalStatusGroup = 'pending' | 'completed' | 'failed';

/** How the player's history groups statuses: approved is still pending to them, rejected is failed. */
export function withdrawalStatusGroup(status: WithdrawalStatus): WithdrawalStatusGroup {
  if (status === 'completed') return 'completed';
  if (status === 'failed' || status === 'rejected') return 'failed';
  return 'pending';
}
