import { z } from 'zod';
import { ZAdminWithdrawal, ZWithdrawalDecision } from '../../commands/wallet-admin.js';

/**
 * PATCH /api/admin/withdrawal/{id}: approve or reject a pending withdrawal (any other is 409).
 * Rejecting returns the held points to the player. `adminNotes` defaults to 'Approved by admin' /
 * 'Rejected by admin' (what the spec's panel sends).
 */
export const ZPatchWithdrawalRequest = z.object({
  status: ZWithdrawalDecision,
  adminNotes: z.string().trim().max(500).optional(),
});
export type PatchWithdrawalRequest = z.infer<typeof ZPatchWithdrawalRequest>;

export const ZPatchWithdrawalResponse = z.object({ withdrawal: ZAdminWithdrawal, actionId: z.string() });
export type PatchWithdrawalResponse = z.infer<typeof ZPatchWithdrawalResponse>;
