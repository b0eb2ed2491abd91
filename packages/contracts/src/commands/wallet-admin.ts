import { z } from 'zod';

/**
 * Commands the wallet answers for the admin panel: the withdrawals of both kinds (manual requests and
 * automated Robux withdrawals) in one list, their review, and the pending count of the admin stats.
 */

export const ZAdminWithdrawalStatus = z.enum(['pending', 'approved', 'rejected', 'completed', 'failed']);
export type AdminWithdrawalStatus = z.infer<typeof ZAdminWithdrawalStatus>;

/** The two ways an admin decides a pending withdrawal. */
export const ZWithdrawalDecision = z.enum(['approved', 'rejected']);
export type WithdrawalDecision = z.infer<typeof ZWithdrawalDecision>;

/** One withdrawal as the admin panel shows it (spec section 3, admin withdrawal row). */
export const ZAdminWithdrawal = z.object({
  /** unique across both kinds of withdrawal */
  id: z.string(),
  userId: z.string(),
  /** the wallet's projection of the player's name; null if it has none yet */
  username: z.string().nullable(),
  /** robux, paypal, zelle, cashapp, ... */
  method: z.string(),
  /** points held for it */
  amount: z.number().int(),
  /** dollars (100 points = $1) */
  usdValue: z.number(),
  status: ZAdminWithdrawalStatus,
  /** what the player gave for the method: Robux username and gamepass id, ... */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** the manual methods' payment address (PayPal e-mail, Zelle phone or e-mail, CashApp tag) */
  paymentDetails: z.string().nullable(),
  adminNotes: z.string().nullable(),
  paymentReference: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** ISO 8601; when an admin or the automation last moved it */
  processedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

/** A page of withdrawals, newest first, optionally of one status. `total` counts every match. */
export const walletWithdrawalsList = {
  request: z.object({
    status: ZAdminWithdrawalStatus.optional(),
    page: z.number().int().min(1).max(100_000),
    pageSize: z.number().int().min(1).max(100),
  }),
  response: z.object({ withdrawals: z.array(ZAdminWithdrawal), total: z.number().int().nonnegative() }),
};

/**
 * An admin's decision on a withdrawal. Only a pending withdrawal moves (a conditional transition: of two
 * concurrent reviews one wins); any other is refused with CONFLICT 'Only pending withdrawals can be
 * approved or rejected'. Rejecting returns the held points to the player (a withdrawal_refund ledger
 * entry, once). Idempotent on `operationId` (the admin action id): a repeat answers the first outcome
 * with `replayed: true`, the same operationId with another body is IDEMPOTENCY_MISMATCH.
 * Unknown withdrawal: NOT_FOUND.
 */
export const walletWithdrawalReview = {
  request: z.object({
    withdrawalId: z.string().min(1).max(100),
    status: ZWithdrawalDecision,
    adminNotes: z.string().trim().max(500),
    adminId: z.string().min(1).max(100),
    operationId: z.string().min(1).max(150),
  }),
  response: z.object({ withdrawal: ZAdminWithdrawal, replayed: z.boolean() }),
};

/** How many withdrawals wait for a decision (status pending), for the admin stats. */
export const walletWithdrawalsCountPending = {
  request: z.object({}),
  response: z.object({ count: z.number().int().nonnegative() }),
};
