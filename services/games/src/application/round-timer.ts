import type { GameType } from '@app/contracts';
import { AppError } from '@app/platform';
import { staleRounds, type RoundWithPair } from '../db/rounds.js';
import type { GamesContext } from './context.js';
import { continueDouble, resumeStartingBlackjack, standIdleBlackjack } from './games/blackjack.js';
import { resumeStartingLiveCrash, settleLiveIfOver } from './games/crash-live.js';
import { openStateful, payStateful, settleInstant } from './lifecycle.js';

const BATCH = 100;

/**
 * Finishes what requests left unfinished, on every replica (each step is a conditional update or an
 * idempotent wallet command, so two timers, or a timer and a request, never do anything twice):
 * - instant rounds whose wallet bet went unanswered: the bet is retried with the same id;
 * - stateful rounds whose stake, double or payout went unanswered: retried with the same operation id;
 * - blackjack rounds untouched for blackjackIdleMs: the player stands;
 * - live crash rounds whose crash point or automatic cash-out has passed: recorded.
 * Mines rounds stay open: the player can always come back to them.
 */
export class RoundTimer {
  private handle: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: GamesContext) {}

  start(): void {
    if (this.handle) return;
    this.handle = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .catch((err) => this.ctx.logger.error({ err }, 'round timer failed'))
        .finally(() => (this.running = null));
    }, this.ctx.config.sweepIntervalMs);
    this.handle.unref();
  }

  async stop(): Promise<void> {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
    await this.running;
  }

  /** One pass over everything that is due (also called directly by tests). */
  async runOnce(): Promise<void> {
    const now = this.ctx.now();
    const stale = new Date(now - this.ctx.config.staleRoundMs);
    await this.each(['pending'], stale, (r) => settleInstant(this.ctx, r, 'betAmount'));
    await this.each(['starting'], stale, (r) => this.resumeStarting(r));
    await this.each(['doubling'], stale, (r) => continueDouble(this.ctx, r, false));
    await this.each(['settling'], stale, (r) => payStateful(this.ctx, r));
    await this.each(['open'], new Date(now - this.ctx.config.blackjackIdleMs), (r) => standIdleBlackjack(this.ctx, r), 'blackjack');
    await this.each(['open'], new Date(now), (r) => settleLiveIfOver(this.ctx, r), 'crash');
  }

  private resumeStarting(round: RoundWithPair): Promise<unknown> {
    const game = round.game as GameType;
    if (game === 'blackjack') return resumeStartingBlackjack(this.ctx, round);
    if (game === 'crash') return resumeStartingLiveCrash(this.ctx, round);
    return openStateful(this.ctx, round, 'betAmount');
  }

  private async each(statuses: Parameters<typeof staleRounds>[1], before: Date, work: (round: RoundWithPair) => Promise<unknown>, game?: GameType): Promise<void> {
    for (const round of await staleRounds(this.ctx.db, statuses, before, BATCH, game)) {
      try {
        await work(round);
      } catch (err) {
        // a refusal has been recorded by the step itself; a conflict means someone else was first
        if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'INSUFFICIENT_FUNDS' || err.code === 'UNAVAILABLE')) continue;
        this.ctx.logger.warn({ err, roundId: round.id, status: round.status }, 'round timer could not finish a round');
      }
    }
  }
}
