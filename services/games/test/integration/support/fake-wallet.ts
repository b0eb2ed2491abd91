import { AppError, type Bus } from '@app/platform';

/**
 * A stand-in for the wallet service on the test bus (used when @app/wallet is not available, and by the
 * timer tests that need a wallet which stops answering): balances in memory, every command idempotent
 * on its key like the real one, and modes that make it stop answering (a timeout, as seen by the caller).
 */
export class FakeWallet {
  readonly balances = new Map<string, number>();
  private readonly done = new Map<string, { balance: number }>();
  /** normal; hang = never answers and applies nothing; lose-reply = applies, but no answer (not even a replay) gets back */
  mode: 'normal' | 'hang' | 'lose-reply' = 'normal';
  calls = 0;

  constructor(bus: Bus) {
    bus.serve('wallet.v1.account.get', async ({ userId }) => {
      const points = this.balances.get(userId);
      if (points === undefined) throw new AppError('NOT_FOUND', 'No wallet account for this user');
      return { userId, points, totalEarned: 0, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: 1 };
    });
    bus.serve('wallet.v1.bet', ({ userId, betId, stake, payout }) => this.apply(`${userId}|bet|${betId}`, userId, -stake, payout));
    bus.serve('wallet.v1.bets', async ({ bets }) => ({
      results: await Promise.all(
        bets.map(({ userId, betId, stake, payout }) =>
          this.apply(`${userId}|bet|${betId}`, userId, -stake, payout).then(
            (r) => ({ ok: true as const, ...r }),
            (e: AppError) => ({ ok: false as const, error: { code: e.code, message: e.message } }),
          ),
        ),
      ),
    }));
    bus.serve('wallet.v1.debit', ({ userId, operationId, amount }) => this.apply(`${userId}|${operationId}`, userId, -amount, 0));
    bus.serve('wallet.v1.credit', ({ userId, operationId, amount }) => this.apply(`${userId}|${operationId}`, userId, 0, amount));
  }

  async open(userId: string, points: number): Promise<void> {
    this.balances.set(userId, points);
  }

  private async apply(key: string, userId: string, take: number, give: number) {
    this.calls++;
    if (this.mode === 'hang') await new Promise(() => undefined);
    const prior = this.done.get(key);
    if (prior && this.mode === 'lose-reply') await new Promise(() => undefined);
    if (prior) return { balance: prior.balance, replayed: true };
    const points = this.balances.get(userId);
    if (points === undefined) throw new AppError('NOT_FOUND', 'No wallet account for this user');
    if (points + take < 0) throw new AppError('INSUFFICIENT_FUNDS', 'Not enough points');
    const balance = points + take + give;
    this.balances.set(userId, balance);
    this.done.set(key, { balance });
    if (this.mode === 'lose-reply') await new Promise(() => undefined);
    return { balance, replayed: false };
  }
}
