import { randomUUID } from 'node:crypto';
import type { AdminWithdrawal, CommandRequest, CommandSubject } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';

type Movement = CommandRequest<'wallet.v1.credit'>;

/**
 * A working stand-in for the wallet's commands, with the guarantees the real wallet gives: credits and
 * debits idempotent on (userId, operationId), a debit refused when the balance does not cover it, and a
 * withdrawal review that approves or rejects only a pending withdrawal and marks paid or failed only an
 * approved one paid by an admin (check-and-set, so of two concurrent moves one wins), refunding a
 * rejected or failed one once. It can also lose replies after applying the effect, as a timeout does.
 */
export class FakeWallet {
  readonly balances = new Map<string, number>();
  /** levels of accounts (1 when not set) */
  readonly levels = new Map<string, number>();
  readonly withdrawals = new Map<string, AdminWithdrawal>();
  /** movements that changed a balance (replays excluded) */
  readonly applied: (Movement & { kind: 'credit' | 'debit' })[] = [];
  /** every credit/debit/review request received, replays included */
  readonly received: { subject: CommandSubject; operationId: string }[] = [];
  /** refunds made per withdrawal id */
  readonly refunds = new Map<string, number>();
  /** the review requests that moved a withdrawal, as received */
  readonly reviews: CommandRequest<'wallet.v1.withdrawal.review'>[] = [];
  private readonly outcomes = new Map<string, unknown>();
  private readonly lostReplies = new Map<CommandSubject, number>();
  /** how long a review waits before its check-and-set, so concurrent reviews really overlap */
  reviewDelayMs = 25;
  /** wallet.v1.accounts.get fails (the wallet is down or too slow) while set */
  accountsUnavailable = false;

  serveOn(bus: Bus): void {
    const accountOf = (userId: string) => {
      const points = this.balances.get(userId);
      return points === undefined ? null : { userId, points, totalEarned: 0, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: this.levels.get(userId) ?? 1 };
    };
    bus.serve('wallet.v1.account.get', async ({ userId }) => {
      const account = accountOf(userId);
      if (!account) throw new AppError('NOT_FOUND', 'No wallet account for this user');
      return account;
    });
    bus.serve('wallet.v1.accounts.get', async ({ userIds }) => {
      if (this.accountsUnavailable) throw new AppError('UNAVAILABLE', 'The wallet is not answering');
      return { accounts: userIds.flatMap((id) => accountOf(id) ?? []) };
    });
    bus.serve('wallet.v1.credit', async (request) => this.move('wallet.v1.credit', request));
    bus.serve('wallet.v1.debit', async (request) => this.move('wallet.v1.debit', request));
    bus.serve('wallet.v1.withdrawals.list', async ({ status, payoutMode, page, pageSize }) => {
      const matches = [...this.withdrawals.values()]
        .filter((w) => (!status || w.status === status) && (!payoutMode || w.payoutMode === payoutMode))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { withdrawals: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length };
    });
    bus.serve('wallet.v1.withdrawals.count-pending', async () => {
      const all = [...this.withdrawals.values()];
      return { count: all.filter((w) => w.status === 'pending').length, awaitingPayment: all.filter((w) => w.status === 'approved' && w.payoutMode === 'admin').length };
    });
    bus.serve('wallet.v1.withdrawal.review', async (request) => {
      this.received.push({ subject: 'wallet.v1.withdrawal.review', operationId: request.operationId });
      const first = this.outcomes.get(request.operationId) as { withdrawal: AdminWithdrawal } | undefined;
      if (first) return this.reply('wallet.v1.withdrawal.review', { withdrawal: first.withdrawal, replayed: true });
      await new Promise((r) => setTimeout(r, this.reviewDelayMs));
      const withdrawal = this.withdrawals.get(request.withdrawalId);
      if (!withdrawal) throw new AppError('NOT_FOUND', 'No such withdrawal');
      // The conditional transition: synchronous from the check to the write.
      const settling = request.status === 'completed' || request.status === 'failed';
      if (!settling && withdrawal.status !== 'pending') throw new AppError('CONFLICT', 'Only pending withdrawals can be approved or rejected');
      if (settling && (withdrawal.status !== 'approved' || withdrawal.payoutMode !== 'admin')) {
        throw new AppError('CONFLICT', `Only an approved withdrawal can be ${request.status === 'completed' ? 'marked paid' : 'marked failed'}; this one is ${withdrawal.status}`);
      }
      const reviewed: AdminWithdrawal = {
        ...withdrawal,
        status: request.status,
        adminNotes: request.adminNotes,
        paymentReference: request.paymentReference ?? withdrawal.paymentReference,
        errorMessage: request.status === 'failed' ? request.adminNotes : withdrawal.errorMessage,
        processedAt: new Date().toISOString(),
      };
      this.withdrawals.set(reviewed.id, reviewed);
      this.reviews.push(request);
      if (request.status === 'rejected' || request.status === 'failed') {
        this.balances.set(reviewed.userId, (this.balances.get(reviewed.userId) ?? 0) + reviewed.amount);
        this.refunds.set(reviewed.id, (this.refunds.get(reviewed.id) ?? 0) + 1);
      }
      this.outcomes.set(request.operationId, { withdrawal: reviewed });
      return this.reply('wallet.v1.withdrawal.review', { withdrawal: reviewed, replayed: false });
    });
  }

  /** The next `times` answers to `subject` are lost after the effect is applied (the caller sees UNAVAILABLE). */
  loseReplies(subject: CommandSubject, times: number): void {
    this.lostReplies.set(subject, times);
  }

  addWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
    const withdrawal: AdminWithdrawal = {
      id: randomUUID(),
      userId: randomUUID(),
      username: 'player_one',
      method: 'paypal',
      amount: 1500,
      usdValue: 15,
      status: 'pending',
      payoutMode: 'admin',
      details: null,
      paymentDetails: 'player@example.test',
      adminNotes: null,
      paymentReference: null,
      errorMessage: null,
      createdAt: new Date().toISOString(),
      processedAt: null,
      ...overrides,
    };
    this.withdrawals.set(withdrawal.id, withdrawal);
    return withdrawal;
  }

  private move(subject: 'wallet.v1.credit' | 'wallet.v1.debit', request: Movement) {
    this.received.push({ subject, operationId: request.operationId });
    const key = `${request.userId}:${request.operationId}`;
    const first = this.outcomes.get(key) as { balance: number } | undefined;
    if (first) return this.reply(subject, { balance: first.balance, replayed: true });
    const balance = this.balances.get(request.userId);
    if (balance === undefined) throw new AppError('NOT_FOUND', 'No wallet account for this user');
    const delta = subject === 'wallet.v1.credit' ? request.amount : -request.amount;
    if (balance + delta < 0) throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient points');
    this.balances.set(request.userId, balance + delta);
    this.applied.push({ ...request, kind: subject === 'wallet.v1.credit' ? 'credit' : 'debit' });
    this.outcomes.set(key, { balance: balance + delta });
    return this.reply(subject, { balance: balance + delta, replayed: false });
  }

  private reply<T>(subject: CommandSubject, answer: T): T {
    const lost = this.lostReplies.get(subject) ?? 0;
    if (lost > 0) {
      this.lostReplies.set(subject, lost - 1);
      throw new AppError('UNAVAILABLE', 'reply lost');
    }
    return answer;
  }
}
