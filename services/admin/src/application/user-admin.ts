import type { Account, AdminUser, GetAdminUsersResponse, PostAdjustPointsResponse, UserFacts } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';
import { adjustmentMovement, adjustmentSubject, insufficientForDeduction } from '../domain/points-adjustment.js';
import type { RemoteActions } from './remote-actions.js';
import type { Actor } from './settings-store.js';

/** The balance lookup of one page of users is given this long, then the balances are shown as unknown. */
const BALANCE_TIMEOUT_MS = 2000;

/**
 * The users tab: the list (auth's users with the wallet's balances) and the actions on one user,
 * each carried out by the service that owns it and written to the audit log.
 */
export class UserAdmin {
  constructor(
    private readonly bus: Bus,
    private readonly actions: RemoteActions,
  ) {}

  async list(query: { page: number; pageSize: number; search?: string | undefined }): Promise<GetAdminUsersResponse> {
    const { users, total } = await this.bus.request('auth.v1.user.list', {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.search ? { search: query.search } : {}),
    });
    const accounts = await this.accountsOf(users.map((u) => u.id));
    // the wallet keeps balances and levels; a user it has no account for yet has neither (0, level 1), and
    // when it does not answer both are unknown (null), never a guess
    const withPoints: AdminUser[] = users.map((u) => {
      const account = accounts?.get(u.id);
      return { ...u, points: accounts === null ? null : (account?.points ?? 0), level: accounts === null ? null : (account?.level ?? 1) };
    });
    return { users: withPoints, total, page: query.page, pageSize: query.pageSize };
  }

  async verifyEmail(actor: Actor, userId: string): Promise<{ user: UserFacts; actionId: string }> {
    const { actionId, response } = await this.actions.run({
      actor,
      action: 'user.email_verified',
      target: { type: 'user', id: userId, userId },
      details: {},
      subject: 'auth.v1.user.moderate',
      payload: () => ({ userId, emailVerified: true }),
    });
    return { user: response, actionId };
  }

  async ban(actor: Actor, userId: string, reason: string): Promise<{ user: UserFacts; actionId: string }> {
    if (userId === actor.adminId) throw new AppError('BAD_REQUEST', 'You cannot ban yourself');
    const { actionId, response } = await this.actions.run({
      actor,
      action: 'user.banned',
      target: { type: 'user', id: userId, userId },
      details: { reason },
      subject: 'auth.v1.user.moderate',
      payload: () => ({ userId, isBanned: true, banReason: reason }),
    });
    return { user: response, actionId };
  }

  async unban(actor: Actor, userId: string): Promise<{ user: UserFacts; actionId: string }> {
    const { actionId, response } = await this.actions.run({
      actor,
      action: 'user.unbanned',
      target: { type: 'user', id: userId, userId },
      details: {},
      subject: 'auth.v1.user.moderate',
      payload: () => ({ userId, isBanned: false }),
    });
    return { user: response, actionId };
  }

  /** A signed adjustment as one admin_adjustment ledger entry keyed by the action id (a retry is a replay). */
  async adjustPoints(actor: Actor, userId: string, amount: number, reason: string): Promise<PostAdjustPointsResponse> {
    try {
      const { actionId, response } = await this.actions.run({
        actor,
        action: 'user.points_adjusted',
        target: { type: 'user', id: userId, userId },
        details: { amount, reason },
        subject: adjustmentSubject(amount),
        payload: (operationId) => adjustmentMovement(userId, amount, reason, operationId),
      });
      return { balance: response.balance, actionId };
    } catch (err) {
      // the wallet's 'Insufficient points' does not tell the admin which of their inputs was refused
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_FUNDS', insufficientForDeduction(amount), 'amount');
      throw err;
    }
  }

  /**
   * The wallet accounts of a page of users in one request: a user the wallet has no account for yet is
   * missing; null when the wallet did not answer (every balance shown as unknown).
   */
  private async accountsOf(userIds: string[]): Promise<Map<string, Account> | null> {
    if (userIds.length === 0) return new Map();
    try {
      const { accounts } = await this.bus.request('wallet.v1.accounts.get', { userIds }, { timeoutMs: BALANCE_TIMEOUT_MS });
      return new Map(accounts.map((account) => [account.userId, account]));
    } catch {
      return null;
    }
  }
}
