import type { GamesContext } from './context.js';
import { usernamesOf } from '../db/players.js';

/** The player's name for the settled event: the projection, else auth's current answer, else a neutral name. */
export async function resolveUsername(ctx: GamesContext, userId: string): Promise<string> {
  const hinted = ctx.hints.username(userId);
  if (hinted) return hinted;
  const known = (await usernamesOf(ctx.db, [userId])).get(userId);
  if (known) {
    ctx.hints.noteUsername(userId, known);
    return known;
  }
  try {
    const { username } = await ctx.bus.request('auth.v1.user.get', { userId }, { timeoutMs: 1000 });
    ctx.hints.noteUsername(userId, username);
    return username;
  } catch {
    return 'Player';
  }
}
