import type { CommandRequest } from '@app/contracts';
import { AppError, Coalescer, type Bus } from '@app/platform';
import type { Logger } from 'pino';
import { BATCH_OPTIONS } from './batching.js';
import { classify, type WalletOutcome } from './wallet.js';

type Bet = CommandRequest<'wallet.v1.bet'>;

/**
 * The wallet bets of instant rounds. Rounds that finish while earlier bets are on their way go together
 * in one wallet.v1.bets (platform Coalescer): on the busiest path one request and one reply over the bus
 * then serve many bets. Each bet is answered on its own; a request that gets no answer leaves each of its
 * bets unknown (the round timer retries them with the same keys).
 */
export class WalletBets {
  private readonly batches: Coalescer<Bet, WalletOutcome>;

  constructor(
    private readonly bus: Bus,
    private readonly options: { timeoutMs: number; retries: number },
    private readonly logger: Logger,
  ) {
    this.batches = new Coalescer((bets) => this.send(bets), BATCH_OPTIONS);
  }

  place(bet: Bet): Promise<WalletOutcome> {
    return this.batches.submit(bet);
  }

  private async send(bets: Bet[]): Promise<WalletOutcome[]> {
    try {
      const { results } = await this.bus.request('wallet.v1.bets', { bets }, this.options);
      if (results.length !== bets.length) throw new AppError('BAD_GATEWAY', `wallet.v1.bets answered ${results.length} bets of ${bets.length}`);
      return results.map((r): WalletOutcome => (r.ok ? { kind: 'done', balance: r.balance } : classify(AppError.fromBody(r.error))));
    } catch (error) {
      // refused as a whole (an invalid request) or not answered: the same for each bet
      const outcome = classify(error);
      this.logger.warn({ err: error, bets: bets.length }, 'wallet.v1.bets failed as a whole');
      return bets.map(() => outcome);
    }
  }
}
