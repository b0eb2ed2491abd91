import { GAME_HISTORY_LIMIT, type GameResult, type GameType, type GetGameHistoryQuery, type GetGameRecentActivityResponse, type GetGameStatsResponse } from '@app/contracts';
import { usernamesOf } from '../db/players.js';
import { activityOf, periodStart } from '../domain/history.js';
import type { GamesContext } from './context.js';

const ACTIVITY_LIMIT = 20;

/** The player's settled rounds as the spec's game_results rows, newest first. */
export async function gameHistory(ctx: GamesContext, userId: string, query: GetGameHistoryQuery): Promise<GameResult[]> {
  const since = periodStart(query.period, new Date(ctx.now()));
  const rounds = await ctx.db.round.findMany({
    where: { userId, status: 'settled', ...(query.game && query.game !== 'all' ? { game: query.game } : {}), ...(since ? { createdAt: { gte: since } } : {}) },
    orderBy: { createdAt: 'desc' },
    take: GAME_HISTORY_LIMIT,
  });
  return rounds.map((r) => ({
    id: r.id,
    gameType: r.game as GameType,
    betAmount: r.stake,
    multiplier: r.multiplier ?? '0.00',
    result: r.result ?? 0,
    winAmount: r.payout ?? 0,
    isWin: (r.payout ?? 0) > r.stake,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function gameStats(ctx: GamesContext, userId: string): Promise<GetGameStatsResponse> {
  const totals = await ctx.db.round.aggregate({ where: { userId, status: 'settled' }, _count: { _all: true }, _sum: { stake: true, payout: true } });
  const totalWagered = totals._sum.stake ?? 0;
  const totalWon = totals._sum.payout ?? 0;
  return { gamesPlayed: totals._count._all, totalWagered, totalWon, netProfit: totalWon - totalWagered };
}

/** Everyone's latest settled rounds for the feed. */
export async function recentActivity(ctx: GamesContext): Promise<GetGameRecentActivityResponse> {
  const rounds = await ctx.db.round.findMany({ where: { status: 'settled' }, orderBy: { settledAt: 'desc' }, take: ACTIVITY_LIMIT });
  const names = await usernamesOf(ctx.db, [...new Set(rounds.map((r) => r.userId))]);
  return {
    success: true,
    activities: rounds.map((r) => ({
      id: r.id,
      username: names.get(r.userId) ?? 'Player',
      game: r.game,
      ...activityOf({ stake: r.stake, payout: r.payout ?? 0, outcome: r.outcome }),
      timestamp: (r.settledAt ?? r.createdAt).toISOString(),
    })),
  };
}
