import type { AdminUser, GetAdminUsersResponse, PostAdjustPointsResponse, UserFacts } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';
import { adjustmentMovement, adjustmentSubject } from '../domain/points-adjustment.js';
import type { RemoteActions } from './remote-actions.js';
import type { Actor } from './settings-store.js';

/** The balance lookups of one page of users: each is given this long, then shown as unknown. */
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
    const points = await Promise.all(users.map((u) => this.balanceOf(u.id)));
    const withPoints: AdminUser[] = users.map((u, i) => ({ ...u, points: points[i] ?? null }));
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
    const { actionId, response } = await this.actions.run({
      actor,
      action: 'user.points_adjusted',
      target: { type: 'user', id: userId, userId },
      details: { amount, reason },
      subject: adjustmentSubject(amount),
      payload: (operationId) => adjustmentMovement(userId, amount, reason, operationId),
    });
    return { balance: response.balance, actionId };
  }

  /** The balance, 0 for a user the wallet has no account for yet, null when the wallet did not answer. */
  private async balanceOf(userId: string): Promise<number | null> {
    try {
      return (await this.bus.request('wallet.v1.account.get', { userId }, { timeoutMs: BALANCE_TIMEOUT_MS })).points;
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return 0;
      return null;
    }
  }
}
