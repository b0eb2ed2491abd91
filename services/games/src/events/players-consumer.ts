import { claimInbox } from '@app/platform';
import { TX_OPTIONS } from '../db/client.js';
import { upsertPlayer } from '../db/players.js';
import type { GamesContext } from '../application/context.js';

/** Keeps the usernames the feed and the settled events need (durable consumer 'games-players'; idempotent). */
export function consumePlayers(ctx: GamesContext): void {
  ctx.bus.consume({
    durable: 'games-players',
    types: ['auth.user.registered', 'auth.user.updated'],
    handle: async (event) => {
      await ctx.db.$transaction(async (tx) => {
        if (!(await claimInbox(tx, 'games', 'games-players', event.id))) return;
        await upsertPlayer(tx, event.data.userId, event.data.username, new Date(event.occurredAt));
      }, TX_OPTIONS);
    },
  });
}
