import { Coalescer, currentRequestId, type Outbox, type RawSql } from '@app/platform';
import { settlePendingStatement } from '../db/rounds.js';
import type { Round } from '../db/generated/client.js';
import { BATCH_OPTIONS } from './batching.js';
import { settledEvent } from './lifecycle.js';
import { countSettledRound } from './round-metrics.js';

interface Settlement {
  round: Round;
  username: string;
  /** the request that settled it: its event names that request, not the batch's first */
  requestId: string | undefined;
}

/**
 * Records instant rounds whose wallet bet is done as settled, each with its games.bet.settled event.
 * Rounds that finish while earlier ones are being recorded are recorded together, in one statement: on
 * the busiest path of the platform one round trip then serves many bets (platform Coalescer).
 */
export class InstantSettlements {
  private readonly batches: Coalescer<Settlement, boolean>;

  constructor(
    private readonly sql: RawSql,
    private readonly outbox: Outbox,
    private readonly now: () => number,
  ) {
    this.batches = new Coalescer((settlements) => this.record(settlements), BATCH_OPTIONS);
  }

  /** Whether this call settled the round (false: it was settled, or refused, by someone else first). */
  settle(round: Round, username: string): Promise<boolean> {
    return this.batches.submit({ round, username, requestId: currentRequestId() });
  }

  private async record(settlements: Settlement[]): Promise<boolean[]> {
    const settledAt = new Date(this.now());
    // the same round twice in one batch (a request and the timer): the first one settles it
    const firsts = new Map<string, Settlement>();
    for (const s of settlements) if (!firsts.has(s.round.id)) firsts.set(s.round.id, s);
    const events = [...firsts.values()].map(({ round, username, requestId }) => ({ key: round.id, id: round.id, data: settledEvent(round, username, settledAt), requestId }));
    const settled = await this.outbox.appendEachWith(this.sql, settlePendingStatement([...firsts.keys()], settledAt), 'games.bet.settled', events);
    if (settled.size > 0) this.outbox.wake();
    for (const { key, data } of events) if (settled.has(key)) countSettledRound(data);
    return settlements.map((s) => settled.has(s.round.id) && firsts.get(s.round.id) === s);
  }
}
