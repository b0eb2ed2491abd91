import type { GetLeaderboardResponse, GetReferralStatsResponse, GetUserStatsResponse } from '@app/contracts';
import { AppError } from '@app/platform';
import { balanceOf, gameStatsOf, rankOf, recentTransactions, topPlayers } from '../db/player-stats.js';
import { referralTotals } from '../db/referrals.js';
import type { WalletContext } from '../context.js';

export const LEADERBOARD_SIZE = 100;
export const RECENT_TRANSACTIONS = 5;
/** The leaderboard is the same for everyone and polled every 60 s by each client: computed at most this often. */
export const LEADERBOARD_CACHE_MS = 5_000;

/** GET /api/user/stats */
export async function userStats(ctx: WalletContext, userId: string): Promise<GetUserStatsResponse> {
  const [gameStats, rank, points, transactions] = await Promise.all([
    gameStatsOf(ctx.prisma, userId),
    rankOf(ctx.prisma, userId),
    balanceOf(ctx.prisma, userId),
    recentTransactions(ctx.prisma, userId, RECENT_TRANSACTIONS),
  ]);
  return { gameStats, rank, points, recentTransactions: transactions };
}

/** GET /api/leaderboard, through a short cache shared by every caller of this replica. */
export function leaderboardReader(ctx: WalletContext): () => Promise<GetLeaderboardResponse> {
  let cached: { at: number; value: Promise<GetLeaderboardResponse> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > LEADERBOARD_CACHE_MS) {
      const value = topPlayers(ctx.prisma, LEADERBOARD_SIZE);
      cached = { at: now, value };
      // a failed read is not kept: the next caller tries again
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}

/**
 * GET /api/referral/stats. The code belongs to auth (auth.v1.referral-code.get); reading it is safe to
 * repeat, so one timeout is retried before answering 503.
 */
export async function referralStats(ctx: WalletContext, userId: string): Promise<GetReferralStatsResponse> {
  const [code, totals] = await Promise.all([referralCode(ctx, userId), referralTotals(ctx.prisma, userId)]);
  return { referralCode: code, ...totals };
}

async function referralCode(ctx: WalletContext, userId: string): Promise<string> {
  try {
    const { referralCode } = await ctx.bus.request('auth.v1.referral-code.get', { userId }, { timeoutMs: 2_500, retries: 1 });
    return referralCode;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw err;
    throw new AppError('UNAVAILABLE', 'Referral details cannot be read right now, please retry in a moment');
  }
}
