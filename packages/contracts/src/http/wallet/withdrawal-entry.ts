import { z } from 'zod';

export const ZWithdrawalMethod = z.enum(['robux', 'paypal', 'zelle', 'cashapp']);
export type WithdrawalMethod = z.infer<typeof ZWithdrawalMethod>;

export const ZWithdrawalStatus = z.enum(['pending', 'approved', 'rejected', 'completed', 'failed']);
export type WithdrawalStatus = z.infer<typeof ZWithdrawalStatus>;

/**
 * One withdrawal as the player's history shows it (spec section 3). `type` and `method` carry the same
 * value, so code written for either table of the spec reads it. Statuses: pending (points held, waiting),
 * approved (an admin accepted it and pays outside the app, or the Robux purchase is under way),
 * completed (paid by the automation; `paymentReference` set), rejected or failed (the points were
 * returned; `errorMessage` says why a purchase failed).
 */
export const ZWithdrawalEntry = z.object({
  id: z.string(),
  method: ZWithdrawalMethod,
  type: ZWithdrawalMethod,
  /** points */
  amount: z.number().int(),
  /** dollars (100 points = $1) */
  usdValue: z.number(),
  status: ZWithdrawalStatus,
  paymentReference: z.string().nullable(),
  errorMessage: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type WithdrawalEntry = z.infer<typeof ZWithdrawalEntry>;
