import { z } from 'zod';

/**
 * Commands the wallet answers for the admin panel: the withdrawals of both kinds (manual requests and
 * automated Robux withdrawals) in one list, their review (approve or reject a pending one, then mark an
 * approved manual one paid or failed), and the pending count of the admin stats.
 */

export const ZAdminWithdrawalStatus = z.enum(['pending', 'approved', 'rejected', 'completed', 'failed']);
export type AdminWithdrawalStatus = z.infer<typeof ZAdminWithdrawalStatus>;

/** The two ways an admin decides a pending withdrawal. */
export const ZWithdrawalDecision = z.enum(['approved', 'rejected']);
export type WithdrawalDecision = z.infer<typeof ZWithdrawalDecision>;

/**
 * The two ways an admin ends an approved withdrawal that nobody pays automatically (PayPal, Zelle,
 * CashApp, and Robux without a payout account): paid by hand outside the system (completed), or not
 * payable after all (failed, the held points go back to the player).
 */
export const ZWithdrawalSettlement = z.enum(['completed', 'failed']);
export type WithdrawalSettlement = z.infer<typeof ZWithdrawalSettlement>;

/** Every status an admin may move a withdrawal to. */
export const ZAdminWithdrawalMove = z.enum([...ZWithdrawalDecision.options, ...ZWithdrawalSettlement.options]);
export type AdminWithdrawalMove = z.infer<typeof ZAdminWithdrawalMove>;

/**
 * Who pays a withdrawal out: `automatic` (the Robux payout account buys the gamepass) or `admin` (an
 * admin pays it by hand and marks it paid).
 */
export const ZPayoutMode = z.enum(['automatic', 'admin']);
export type PayoutMode = z.infer<typeof ZPayoutMode>;

/** Longest payment reference kept for a withdrawal marked paid (a PayPal transaction id is 17 characters). */
export const PAYMENT_REFERENCE_MAX = 200;

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
  /** automatic: the payout account pays it; admin: an admin approves it, pays it by hand and marks it paid */
  payoutMode: ZPayoutMode,
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

/**
 * A page of withdrawals, newest first, optionally of one status and one payout mode (approved + admin:
 * the ones waiting for an admin to pay them). `total` counts every match.
 */
export const walletWithdrawalsList = {
  request: z.object({
    status: ZAdminWithdrawalStatus.optional(),
    payoutMode: ZPayoutMode.optional(),
    page: z.number().int().min(1).max(100_000),
    pageSize: z.number().int().min(1).max(100),
  }),
  response: z.object({ withdrawals: z.array(ZAdminWithdrawal), total: z.number().int().nonnegative() }),
};

/**
 * An admin's move of a withdrawal, each a conditional transition (of two concurrent moves one wins):
 * - approved / rejected: only a pending withdrawal; any other is CONFLICT 'Only pending withdrawals can
 *   be approved or rejected'. Rejecting returns the held points (a withdrawal_refund ledger entry, once).
 * - completed (marked paid, with an optional `paymentReference`) / failed (`adminNotes` is the reason the
 *   player is shown, required): only an approved withdrawal with payoutMode 'admin'; a pending, decided
 *   or automatically paid one is CONFLICT naming why. Failing returns the held points like a rejection.
 *   A `paymentReference` with any other status, or a failure without a reason, is VALIDATION_FAILED.
 * Idempotent on `operationId` (the admin action id): a repeat answers the withdrawal as it stands with
 * `replayed: true`, the same operationId with another body is IDEMPOTENCY_MISMATCH.
 * Unknown withdrawal: NOT_FOUND.
 */
export const walletWithdrawalReview = {
  request: z.object({
    withdrawalId: z.string().min(1).max(100),
    status: ZAdminWithdrawalMove,
    adminNotes: z.string().trim().max(500),
    paymentReference: z.string().trim().max(PAYMENT_REFERENCE_MAX).optional(),
    adminId: z.string().min(1).max(100),
    operationId: z.string().min(1).max(150),
  }),
  response: z.object({ withdrawal: ZAdminWithdrawal, replayed: z.boolean() }),
};

/**
 * How many withdrawals wait for an admin, for the admin stats: `count` for a decision (status pending),
 * `awaitingPayment` for the admin to pay them by hand (approved, payout mode admin).
 */
export const walletWithdrawalsCountPending = {
  request: z.object({}),
  response: z.object({ count: z.number().int().nonnegative(), awaitingPayment: z.number().int().nonnegative() }),
};
