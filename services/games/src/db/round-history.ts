import { gameTypes, gameTypesMatching, type GameType, type GetGameHistorySummaryQuery } from '@app/contracts';
import { AppError } from '@app/platform';
import { periodStart } from '../domain/history.js';
import type { GamesDb } from './client.js';
import type { Prisma, Round } from './generated/client.js';

/** Which settled rounds of the player the history's filters keep: the game, the period and the search over game names. */
export interface HistoryFilter {
  userId: string;
  games: GameType[] | null; // null: every game
  since: Date | null;
}

export function historyFilter(userId: string, query: GetGameHistorySummaryQuery, now: Date): HistoryFilter {
  const matching = gameTypesMatching(query.search);
  const games = query.game && query.game !== 'all' ? matching.filter((g) => g === query.game) : matching;
  return { userId, games: games.length === gameTypes.length ? null : games, since: periodStart(query.period, now) };
}

function whereOf(filter: HistoryFilter): Prisma.RoundWhereInput {
  return {
    userId: filter.userId,
    status: 'settled',
    ...(filter.games ? { game: { in: filter.games } } : {}),
    ...(filter.since ? { createdAt: { gte: filter.since } } : {}),
  };
}

/**
 * One page of `limit` rounds of the history, newest first; `before` (a round of this player) continues after that row. The
 * order is total (the time, then the id), so that rounds settled in the same millisecond are neither
 * repeated nor skipped between two pages.
 */
export async function historyPage(db: GamesDb, filter: HistoryFilter, before: string | undefined, limit: number): Promise<Round[]> {
  let older: Prisma.RoundWhereInput = {};
  if (before) {
    const cursor = await db.round.findFirst({ where: { id: before, userId: filter.userId, status: 'settled' }, select: { id: true, createdAt: true } });
    if (!cursor) throw new AppError('VALIDATION_FAILED', 'before: no such round in your history');
    older = { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] };
  }
  return db.round.findMany({ where: { AND: [whereOf(filter), older] }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
}

export interface HistoryTotals {
  totalGames: number;
  wins: number;
  pushes: number;
  totalWagered: number;
  totalWon: number;
}

/** The totals over every round the filter keeps, in one statement (sums in bigint: a heavy player's can pass 2^31). */
export async function historyTotals(db: GamesDb, filter: HistoryFilter): Promise<HistoryTotals> {
  const [row] = await db.$queryRawUnsafe<{ total: number; wins: number; pushes: number; wagered: bigint | string; won: bigint | string }[]>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE payout > stake)::int AS wins,
            count(*) FILTER (WHERE payout = stake)::int AS pushes,
            coalesce(sum(stake), 0)::bigint AS wagered,
            coalesce(sum(payout), 0)::bigint AS won
       FROM games.rounds
      WHERE "userId" = $1 AND status = 'settled'
        AND ($2::text[] IS NULL OR game = ANY($2::text[]))
        AND ($3::timestamptz IS NULL OR "createdAt" >= $3::timestamptz)`,
    filter.userId,
    filter.games,
    filter.since,
  );
  return { totalGames: row!.total, wins: row!.wins, pushes: row!.pushes, totalWagered: Number(row!.wagered), totalWon: Number(row!.won) };
}
