import { resendEvents, type Outbox, type RawSql, type ResendKind, type ResendReport, type ResendSelection } from '@app/platform';
import type { GamesDb } from '../db/client.js';
import type { Round } from '../db/generated/client.js';
import { usernamesOf } from '../db/players.js';
import { settledEvent } from './lifecycle.js';

export const SETTLED_ROUNDS: ResendKind<'games.bet.settled'> = { type: 'games.bet.settled', plural: 'settled rounds', idField: 'round', idNoun: 'a round id' };

/** Whoever the projection does not know yet is named as the settled event names them when auth cannot answer. */
const UNKNOWN_PLAYER = 'Player';

/**
 * Sends `games.bet.settled` again for the selected settled rounds, under the id each was first announced
 * with (the round's own, kept as `settledEventId`), so that only the consumers that never handled it apply
 * it. This is the repair for a restore of the database taken while settled rounds were on their way
 * (docs/operations.md, "Backups and restores"): their players' totals, levels and challenge progress in
 * the wallet, admin's game counter and the live feed never counted them. The round's stake, payout and
 * settlement time are the row's; the name is the player's name now.
 */
export function resendSettlements(deps: { db: GamesDb; sql: RawSql; outbox: Outbox }, selection: ResendSelection, options: { now?: Date; pageSize?: number } = {}): Promise<ResendReport> {
  return resendEvents<'games.bet.settled', Round & { settledAt: Date }>(
    deps,
    SETTLED_ROUNDS,
    {
      page: async ({ since, ids }, after, take) =>
        (await deps.db.round.findMany({
          where: { status: 'settled', OR: [...(since ? [{ settledAt: { gte: since } }] : []), ...(ids.length ? [{ id: { in: ids } }] : [])] },
          orderBy: [{ settledAt: 'asc' }, { id: 'asc' }],
          take,
          ...(after ? { cursor: { id: after.id }, skip: 1 } : {}),
        })) as (Round & { settledAt: Date })[],
      describe: (round) => ({ id: round.id, label: `${round.id} (${round.game}, settled ${round.settledAt.toISOString()})`, eventId: round.settledEventId, at: round.settledAt }),
      events: async (rounds) => {
        const names = await usernamesOf(deps.db, [...new Set(rounds.map((r) => r.userId))]);
        return rounds.map((round) => settledEvent(round, names.get(round.userId) ?? UNKNOWN_PLAYER, round.settledAt));
      },
    },
    selection,
    options,
  );
}
