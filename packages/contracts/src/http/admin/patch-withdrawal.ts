import { z } from 'zod';
import { PAYMENT_REFERENCE_MAX, ZAdminWithdrawal, ZAdminWithdrawalMove } from '../../commands/wallet-admin.js';

export const PAYMENT_REFERENCE_ONLY_WHEN_PAID = 'A payment reference is only recorded when a withdrawal is marked paid (status completed)';
export const FAILURE_REASON_REQUIRED = 'A reason is required to mark a withdrawal failed';

/**
 * PATCH /api/admin/withdrawal/{id}:
 * - `approved` / `rejected` a pending withdrawal (any other is 409). Rejecting returns the held points.
 *   `adminNotes` defaults to 'Approved by admin' / 'Rejected by admin' (what the spec's panel sends).
 * - `completed` (marked paid) with an optional `paymentReference` (the PayPal transaction id, ...), or
 *   `failed` with the reason in `adminNotes` (shown to the player; required), an approved withdrawal
 *   that an admin pays by hand (any other is 409). Failing returns the held points.
 */
export const ZPatchWithdrawalRequest = z
  .object({
    status: ZAdminWithdrawalMove,
    adminNotes: z.string().trim().max(500).optional(),
    paymentReference: z.string().trim().max(PAYMENT_REFERENCE_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.paymentReference && body.status !== 'completed') ctx.addIssue({ code: 'custom', path: ['paymentReference'], message: PAYMENT_REFERENCE_ONLY_WHEN_PAID });
    if (body.status === 'failed' && !body.adminNotes) ctx.addIssue({ code: 'custom', path: ['adminNotes'], message: FAILURE_REASON_REQUIRED });
  });
export type PatchWithdrawalRequest = z.infer<typeof ZPatchWithdrawalRequest>;

export const ZPatchWithdrawalResponse = z.object({ withdrawal: ZAdminWithdrawal, actionId: z.string() });
export type PatchWithdrawalResponse = z.infer<typeof ZPatchWithdrawalResponse>;
