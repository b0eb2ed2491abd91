import type { GetAdminWithdrawalsResponse, PatchWithdrawalResponse, AdminWithdrawalStatus, WithdrawalDecision } from '@app/contracts';
import type { Bus } from '@app/platform';
import type { RemoteActions } from './remote-actions.js';
import type { Actor } from './settings-store.js';

/** What the spec's panel sends as notes when the admin gives none. */
export function defaultAdminNotes(decision: WithdrawalDecision): string {
  return decision === 'approved' ? 'Approved by admin' : 'Rejected by admin';
}

/**
 * The withdrawals tab. The wallet owns withdrawals and decides whether one is still pending (a
 * conditional transition on its side: of two admins deciding at once, one wins and the other is told
 * 409); the admin service records who decided what.
 */
export class WithdrawalAdmin {
  constructor(
    private readonly bus: Bus,
    private readonly actions: RemoteActions,
  ) {}

  async list(query: { page: number; pageSize: number; status?: AdminWithdrawalStatus | undefined }): Promise<GetAdminWithdrawalsResponse> {
    const { withdrawals, total } = await this.bus.request('wallet.v1.withdrawals.list', {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.status ? { status: query.status } : {}),
    });
    return { withdrawals, total, page: query.page, pageSize: query.pageSize };
  }

  async review(actor: Actor, withdrawalId: string, decision: WithdrawalDecision, notes: string | undefined): Promise<PatchWithdrawalResponse> {
    const adminNotes = notes || defaultAdminNotes(decision);
    const { actionId, response } = await this.actions.run({
      actor,
      action: `withdrawal.${decision}`,
      target: { type: 'withdrawal', id: withdrawalId },
      details: { status: decision, adminNotes },
      subject: 'wallet.v1.withdrawal.review',
      payload: (operationId) => ({ withdrawalId, status: decision, adminNotes, adminId: actor.adminId, operationId }),
    });
    return { withdrawal: response.withdrawal, actionId };
  }
}
