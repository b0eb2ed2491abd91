import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsResponse, EventData, EventEnvelope, EventType, PublicStatsResponse } from '@app/contracts';
import { createAdminPrisma, type AdminPrisma } from '../../src/db/client.js';
import { readCounters } from '../../src/db/stat-counters.js';
import { COUNTERS } from '../../src/domain/stat-counters.js';
import { countOnce } from '../../src/events/stats-projection.js';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call, eventually, sqlQuery } from '../support/harness.js';

let panel: AdminPanel;
let prisma: AdminPrisma;

beforeAll(async () => {
  panel = await startAdminPanel();
  prisma = createAdminPrisma(panel.infra.db!);
});

afterAll(async () => {
  await prisma?.$disconnect();
  await panel?.close();
});

function envelope<T extends EventType>(type: T, data: EventData<T>): EventEnvelope<T> {
  return { id: randomUUID(), type, version: 'v1', occurredAt: new Date().toISOString(), data };
}

const registered = (): EventData<'auth.user.registered'> => {
  const userId = randomUUID();
  return { userId, username: `u_${userId.slice(0, 6)}`, email: `${userId.slice(0, 6)}@x.test`, isAdmin: false, referredBy: null, ip: '10.0.0.1', registeredAt: new Date().toISOString() };
};
const settled = (): EventData<'games.bet.settled'> => ({
  roundId: randomUUID(),
  userId: randomUUID(),
  username: 'player',
  game: 'dice',
  stake: 10,
  payout: 18,
  multiplier: 1.8,
  isWin: true,
  settledAt: new Date().toISOString(),
});
const withdrawal = (status: EventData<'wallet.withdrawal.updated'>['status'], amount: number): EventData<'wallet.withdrawal.updated'> => ({
  withdrawalId: randomUUID(),
  userId: randomUUID(),
  status,
  amount,
  method: 'paypal',
});
const balance = (reason: string, delta: number): EventData<'wallet.balance.changed'> => ({
  userId: randomUUID(),
  operationId: randomUUID(),
  reason,
  delta,
  balance: Math.max(0, delta),
  occurredAt: new Date().toISOString(),
});

const publicStats = async () => (await call<PublicStatsResponse>(panel.url, 'GET', '/api/public/stats')).body;
const adminStats = async () => (await call<AdminStatsResponse>(panel.url, 'GET', '/api/admin/stats', { as: panel.admin.id })).body;

describe('the stats counters, kept from events', () => {
  it('start at zero, with the default rating, for a visitor without a session', async () => {
    const { status, body } = await call<PublicStatsResponse>(panel.url, 'GET', '/api/public/stats');
    expect(status).toBe(200);
    expect(body).toEqual({ totalUsers: 0, totalPaidOut: 0, totalGamesPlayed: 0, averageRating: 4.8 });
  });

  it('count registrations, settled rounds, completed withdrawals (in cents) and distributed points from the bus', async () => {
    const bus = panel.infra.bus;
    for (let i = 0; i < 3; i++) await bus.publish(envelope('auth.user.registered', registered()));
    for (let i = 0; i < 5; i++) await bus.publish(envelope('games.bet.settled', settled()));
    await bus.publish(envelope('wallet.withdrawal.updated', withdrawal('pending', 1500)));
    await bus.publish(envelope('wallet.withdrawal.updated', withdrawal('completed', 1500)));
    await bus.publish(envelope('wallet.withdrawal.updated', withdrawal('rejected', 9000)));
    for (const [reason, delta] of [
      ['signup_bonus', 100],
      ['offer', 300],
      ['bet', 50],
      ['game_win', 200],
      ['withdrawal_refund', 1000],
      ['admin_adjustment', -20],
      ['admin_adjustment', 25],
    ] as const) {
      await bus.publish(envelope('wallet.balance.changed', balance(reason, delta)));
    }

    await eventually(async () => {
      const s = await publicStats();
      return s.totalUsers === 3 && s.totalGamesPlayed === 5 && s.totalPaidOut === 1500;
    });
    expect(await publicStats()).toEqual({ totalUsers: 3, totalPaidOut: 1500, totalGamesPlayed: 5, averageRating: 4.8 });
    // 100 + 300 + 25, less the 20 an admin took back
    await eventually(async () => (await adminStats()).totalPointsDistributed === 405);
    expect(await adminStats()).toEqual({ totalUsers: 3, totalPointsDistributed: 405, pendingWithdrawals: 0, awaitingPaymentWithdrawals: 0 });
  });

  it('takes the points an admin takes back off points distributed, and never shows less than 0', async () => {
    const before = (await adminStats()).totalPointsDistributed;
    await panel.infra.bus.publish(envelope('wallet.balance.changed', balance('admin_adjustment', 6000)));
    await eventually(async () => (await adminStats()).totalPointsDistributed === before + 6000);
    await panel.infra.bus.publish(envelope('wallet.balance.changed', balance('admin_adjustment', -3000)));
    await eventually(async () => (await adminStats()).totalPointsDistributed === before + 3000);
    // a debit of points that were never counted (won in the games) cannot take the figure below 0
    await panel.infra.bus.publish(envelope('wallet.balance.changed', balance('admin_adjustment', -(before + 3000) - 500)));
    await eventually(async () => (await readCounters(prisma))[COUNTERS.totalPointsDistributed] === -500);
    expect((await adminStats()).totalPointsDistributed).toBe(0);
    await panel.infra.bus.publish(envelope('wallet.balance.changed', balance('admin_adjustment', before + 500)));
    await eventually(async () => (await adminStats()).totalPointsDistributed === before);
  });

  it('shows the average_rating an admin sets', async () => {
    expect((await call(panel.url, 'PUT', '/api/admin/settings/average_rating', { as: panel.admin.id, body: { value: '4.5' } })).status).toBe(200);
    expect((await publicStats()).averageRating).toBe(4.5);
  });

  it('counts an event that is delivered again once (the inbox claim commits with the increment)', async () => {
    const event = envelope('games.bet.settled', settled());
    const before = (await publicStats()).totalGamesPlayed;
    expect(await countOnce(prisma, 'admin-stats-games', COUNTERS.totalGamesPlayed, [{ id: event.id, amount: 1 }])).toBe(1);
    expect(await countOnce(prisma, 'admin-stats-games', COUNTERS.totalGamesPlayed, [{ id: event.id, amount: 1 }])).toBe(0);
    // And published again on the bus: still once.
    await panel.infra.bus.publish(event);
    await new Promise((r) => setTimeout(r, 300));
    expect((await publicStats()).totalGamesPlayed).toBe(before + 1);
  });

  it('twenty deliveries of one event at the same moment count it once', async () => {
    const event = envelope('wallet.withdrawal.updated', withdrawal('completed', 700));
    const before = (await publicStats()).totalPaidOut;
    const counted = await Promise.all(Array.from({ length: 20 }, () => countOnce(prisma, 'admin-stats-paid-out', COUNTERS.totalPaidOutCents, [{ id: event.id, amount: 700 }])));
    expect(counted.filter((n) => n === 1)).toHaveLength(1);
    expect((await publicStats()).totalPaidOut).toBe(before + 700);
  });

  it('a batch counts only its events not counted before, with their own amounts', async () => {
    const [a, b, c] = [withdrawal('completed', 100), withdrawal('completed', 20), withdrawal('completed', 3)].map((w) => envelope('wallet.withdrawal.updated', w));
    const before = (await publicStats()).totalPaidOut;
    expect(await countOnce(prisma, 'admin-stats-paid-out', COUNTERS.totalPaidOutCents, [{ id: a!.id, amount: 100 }])).toBe(1);
    const batch = [a!, b!, c!].map((e, i) => ({ id: e.id, amount: [100, 20, 3][i]! }));
    expect(await countOnce(prisma, 'admin-stats-paid-out', COUNTERS.totalPaidOutCents, batch)).toBe(2);
    expect(await countOnce(prisma, 'admin-stats-paid-out', COUNTERS.totalPaidOutCents, batch)).toBe(0);
    expect((await publicStats()).totalPaidOut).toBe(before + 123);
  });

  it('two hundred rounds settling at once are all counted, spread over several shard rows', async () => {
    const before = (await publicStats()).totalGamesPlayed;
    await Promise.all(Array.from({ length: 200 }, () => panel.infra.bus.publish(envelope('games.bet.settled', settled()))));
    await eventually(async () => (await publicStats()).totalGamesPlayed === before + 200, 15_000);
    const [shards] = await sqlQuery<{ n: number }>(panel.infra.db!, `SELECT count(*)::int AS "n" FROM "admin"."stat_counters" WHERE "name" = 'total_games_played'`);
    expect(shards!.n).toBeGreaterThan(1);
  });

  it('records no inbox row for an event that counts nothing', async () => {
    const event = envelope('wallet.balance.changed', balance('game_win', 500));
    await panel.infra.bus.publish(event);
    await new Promise((r) => setTimeout(r, 300));
    expect(await sqlQuery(panel.infra.db!, 'SELECT 1 FROM "admin"."inbox" WHERE "eventId" = $1', [event.id])).toEqual([]);
  });
});
