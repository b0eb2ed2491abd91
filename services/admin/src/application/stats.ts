import { readSetting, type AdminStatsResponse, type PublicStatsResponse } from '@app/contracts';
import type { Bus } from '@app/platform';
import type { AdminPrisma } from '../db/client.js';
import { listStoredSettings } from '../db/settings-repository.js';
import { readCounters } from '../db/stat-counters.js';
import { COUNTERS } from '../domain/stat-counters.js';

const PENDING_COUNT_TIMEOUT_MS = 3000;

/** GET /api/public/stats: the counters kept from events, and the rating an admin sets. */
export async function publicStats(prisma: AdminPrisma): Promise<PublicStatsResponse> {
  const [counters, [rating]] = await Promise.all([readCounters(prisma), listStoredSettings(prisma, ['average_rating'])]);
  return {
    totalUsers: counters[COUNTERS.totalUsers],
    totalPaidOut: counters[COUNTERS.totalPaidOutCents],
    totalGamesPlayed: counters[COUNTERS.totalGamesPlayed],
    averageRating: readSetting('average_rating', rating?.value),
  };
}

/**
 * GET /api/admin/stats: the counters, and the wallet's counts of withdrawals waiting for an admin (for a
 * decision, and approved ones for the admin to pay by hand). Points distributed is net of admin debits,
 * which could take back more than was counted (points won in the games): it shows 0 then, not less.
 */
export async function adminStats(prisma: AdminPrisma, bus: Bus): Promise<AdminStatsResponse> {
  const [counters, pending] = await Promise.all([
    readCounters(prisma),
    bus.request('wallet.v1.withdrawals.count-pending', {}, { timeoutMs: PENDING_COUNT_TIMEOUT_MS, retries: 1 }),
  ]);
  return {
    totalUsers: counters[COUNTERS.totalUsers],
    totalPointsDistributed: Math.max(0, counters[COUNTERS.totalPointsDistributed]),
    pendingWithdrawals: pending.count,
    awaitingPaymentWithdrawals: pending.awaitingPayment,
  };
}
