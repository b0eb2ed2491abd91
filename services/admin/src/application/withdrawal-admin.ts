import type { AdminWithdrawalMove, GetAdminWithdrawalsResponse, PatchWithdrawalRequest, PatchWithdrawalResponse, AdminWithdrawalStatus, PayoutMode } from '@app/contracts';
import type { Bus } from '@app/platform';
import type { RemoteActions } from './remote-actions.js';
import type { Actor } from './settings-store.js';

/**
 * What the spec's panel sends as notes when the admin gives none. A failure has no default: its reason
 * is required (the player is shown it).
 */
const DEFAULT_NOTES: Record<Exclude<AdminWithdrawalMove, 'failed'>, string> = {
  approved: 'Approved by admin',
  rejected: 'Rejected by admin',
  completed: 'Marked paid by admin',
};

export function defaultAdminNotes(move: AdminWithdrawalMove): string {
  return move === 'failed' ? '' : DEFAULT_NOTES[move];
}

/**
 * The withdrawals tab. The wallet owns withdrawals and decides whether one may still move (a
 * conditional transition on its side: of two admins acting at once, one wins and the other is told
 * 409); the admin service records who did what, in the audit log as `withdrawal.<status>`: the notes
 * (a rejection's or failure's reason) and payment reference asked for, then from the wallet's answer the
 * player (the entry's target user), the points, the method and, for money, the dollars paid (see
 * detailsFromAnswer).
 */
export class WithdrawalAdmin {
  constructor(
    private readonly bus: Bus,
    private readonly actions: RemoteActions,
  ) {}

  async list(query: { page: number; pageSize: number; status?: AdminWithdrawalStatus | undefined; payoutMode?: PayoutMode | undefined }): Promise<GetAdminWithdrawalsResponse> {
    const { withdrawals, total } = await this.bus.request('wallet.v1.withdrawals.list', {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.status ? { status: query.status } : {}),
      ...(query.payoutMode ? { payoutMode: query.payoutMode } : {}),
    });
    return { withdrawals, total, page: query.page, pageSize: query.pageSize };
  }

  /** Approve or reject a pending withdrawal; mark an approved manual one paid (with its payment reference) or failed. */
  async review(actor: Actor, withdrawalId: string, request: PatchWithdrawalRequest): Promise<PatchWithdrawalResponse> {
    const { status } = request;
    const adminNotes = request.adminNotes || defaultAdminNotes(status);
    const paymentReference = status === 'completed' && request.paymentReference ? { paymentReference: request.paymentReference } : {};
    const { actionId, response } = await this.actions.run({
      actor,
      action: `withdrawal.${status}`,
      target: { type: 'withdrawal', id: withdrawalId },
      details: { status, adminNotes, ...paymentReference },
      subject: 'wallet.v1.withdrawal.review',
      payload: (operationId) => ({ withdrawalId, status, adminNotes, ...paymentReference, adminId: actor.adminId, operationId }),
    });
    return { withdrawal: response.withdrawal, actionId };
  }
}
