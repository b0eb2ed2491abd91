import type { GameResult, GameType, GetGameHistoryPage, GetGameHistorySummaryQuery, GetGameHistorySummaryResponse, GetGameRecentActivityResponse, GetGameStatsResponse } from '@app/contracts';
import { usernamesOf } from '../db/players.js';
import { historyFilter, historyPage, historyTotals } from '../db/round-history.js';
import { activityOf } from '../domain/history.js';
import type { GamesContext } from './context.js';

const ACTIVITY_LIMIT = 20;

/** One page of the player's settled rounds as the spec's game_results rows, newest first. */
export async function gameHistory(ctx: GamesContext, userId: string, query: GetGameHistoryPage): Promise<GameResult[]> {
  const rounds = await historyPage(ctx.db, historyFilter(userId, query, new Date(ctx.now())), query.before, query.limit);
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

/** The history page's totals over every round its filters keep, however many pages that is. */
export async function gameHistorySummary(ctx: GamesContext, userId: string, query: GetGameHistorySummaryQuery): Promise<GetGameHistorySummaryResponse> {
  const totals = await historyTotals(ctx.db, historyFilter(userId, query, new Date(ctx.now())));
  return { ...totals, losses: totals.totalGames - totals.wins - totals.pushes, netProfit: totals.totalWon - totals.totalWagered };
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
