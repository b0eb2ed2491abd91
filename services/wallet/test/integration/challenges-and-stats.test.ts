import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetDailyChallengesResponse, ZGetLeaderboardResponse, ZGetUserStatsResponse, type ChallengeDefinition, type EventEnvelope } from '@app/contracts';
import { claimInboxBatchWith, type RawSql } from '@app/platform';
import type { TestInfrastructure } from '@app/platform/testing';
import { settledRoundEffects, type SettledRound } from '../../src/db/settled-round-statements.js';
import { levelOf, levelSql } from '../../src/domain/levels.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { eventually, newPlayer, putSetting, startWallet, walletClient, walletInfrastructure, type RunningWallet } from '../wallet-test-kit.js';

function settled(userId: string, stake: number, payout: number, settledAt = new Date()): EventEnvelope<'games.bet.settled'> {
  return {
    id: randomUUID(),
    type: 'games.bet.settled',
    version: 'v1',
    occurredAt: settledAt.toISOString(),
    data: { roundId: randomUUID(), userId, username: 'p', game: 'dice', stake, payout, multiplier: payout / stake, isWin: payout > stake, settledAt: settledAt.toISOString() },
  };
}

function userUpdated(userId: string, facts: { isBanned?: boolean; isAdmin?: boolean; username?: string }): EventEnvelope<'auth.user.updated'> {
  return {
    id: randomUUID(),
    type: 'auth.user.updated',
    version: 'v1',
    occurredAt: new Date().toISOString(),
    data: { userId, username: facts.username ?? `u_${userId.slice(0, 6)}`, isAdmin: facts.isAdmin ?? false, emailVerified: true, isBanned: facts.isBanned ?? false },
  };
}

describe('daily challenges, user stats and the leaderboard on PostgreSQL + NATS', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;
  let api: ReturnType<typeof walletClient>;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    wallet = await startWallet(infra);
    api = walletClient(wallet.service.url);
  });

  afterAll(async () => {
    await wallet?.close();
    await infra?.cleanup();
  });

  const challenges = async (userId: string) => ZGetDailyChallengesResponse.parse((await api.get('/api/daily-challenges', userId)).body);
  const challenge = async (userId: string, id: string) => (await challenges(userId)).find((c) => c.id === id);

  it('shows the three default challenges until an admin configures others', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    expect((await challenges(userId)).map(({ id, target, reward, progress, completed, claimed }) => ({ id, target, reward, progress, completed, claimed }))).toEqual([
      { id: 'earn_500_points', target: 500, reward: 50, progress: 0, completed: false, claimed: false },
      { id: 'play_5_games', target: 5, reward: 25, progress: 0, completed: false, claimed: false },
      { id: 'complete_3_offers', target: 3, reward: 100, progress: 0, completed: false, claimed: false },
    ]);
  });

  it('counts settled rounds once each (a redelivered event counts nothing) and pays a completed challenge once to concurrent claims', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    expect(await api.post('/api/daily-challenges/play_5_games/claim', userId)).toMatchObject({ status: 400, body: { message: 'Challenge not completed yet' } });
    const rounds = Array.from({ length: 5 }, () => settled(userId, 10, 0));
    for (const round of rounds) await infra.bus.publish(round);
    await infra.bus.publish({ ...rounds[0]!, id: randomUUID(), data: { ...rounds[0]!.data } }); // another round: 6 in all
    await infra.bus.publish(rounds[1]!); // redelivery of the same event
    await eventually(async () => (await challenge(userId, 'play_5_games'))?.completed);
    expect(await challenge(userId, 'play_5_games')).toMatchObject({ progress: 5, completed: true, claimed: false });

    const claims = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/daily-challenges/play_5_games/claim', userId)));
    expect(claims.filter((c) => c.status === 200).map((c) => c.body)).toEqual([expect.objectContaining({ reward: 25, balance: 125 })]);
    expect(claims.filter((c) => c.status === 409)).toHaveLength(9);
    expect(await challenge(userId, 'play_5_games')).toMatchObject({ claimed: true });
    expect(await api.post('/api/daily-challenges/no_such/claim', userId)).toMatchObject({ status: 404 });

    const stats = await eventually(async () => {
      const body = ZGetUserStatsResponse.parse((await api.get('/api/user/stats', userId)).body);
      return body.gameStats.gamesPlayed === 6 ? body : null;
    });
    expect(stats.gameStats).toEqual({ gamesPlayed: 6, totalWagered: 60, totalWon: 0, netProfit: -60 });
    expect(stats.points).toBe(125);
    expect(stats.recentTransactions[0]).toMatchObject({ type: 'challenge_reward', amount: 25, description: 'Daily challenge: Play 5 Games' });
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it("uses the admin's challenges from the settings, and does not let a challenge reward count as earnings", async () => {
    const defs: ChallengeDefinition[] = [
      { challengeId: 'earn_10', title: 'Earn 10', description: 'Earn 10 points', target: 10, reward: 7, type: 'earn', isActive: true },
      { challengeId: 'hidden', title: 'Hidden', description: 'Inactive', target: 1, reward: 1000, type: 'earn', isActive: false },
    ];
    await putSetting(infra, 'daily_challenges', JSON.stringify({ challenges: defs }));
    try {
      const userId = await newPlayer(infra, wallet.sql, 0);
      await infra.bus.request('wallet.v1.credit', { userId, operationId: 'rain-1', amount: 12, reason: 'rain' });
      await eventually(async () => (await challenge(userId, 'earn_10'))?.completed);
      expect((await challenges(userId)).map((c) => c.id)).toEqual(['earn_10']);
      expect((await api.post('/api/daily-challenges/earn_10/claim', userId)).body).toMatchObject({ reward: 7 });
      expect(await api.post('/api/daily-challenges/hidden/claim', userId)).toMatchObject({ status: 404 });
      await new Promise((r) => setTimeout(r, 500));
      const [row] = await wallet.sql.query<{ progress: number }>(`SELECT "progress" FROM "wallet"."user_challenge_progress" WHERE "userId" = $1 AND "challengeId" = 'earn_10'`, [userId]);
      expect(row!.progress).toBe(12);
    } finally {
      await putSetting(infra, 'daily_challenges', null);
    }
  });

  it('raises levels with the points wagered: one wallet.player.leveled_up per round that crosses a level, none on a redelivery', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    const levelUps = async () =>
      (await wallet.sql.query<{ data: { level: number } }>(`SELECT "data" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.player.leveled_up' AND "data"->>'userId' = $1 ORDER BY "occurredAt"`, [userId])).map((row) => row.data.level);
    const wagered = async () => (await wallet.sql.query<{ total: string }>(`SELECT "totalWagered"::text AS "total" FROM "wallet"."players" WHERE "userId" = $1`, [userId]))[0]?.total;

    const first = settled(userId, 60, 0); // 60 wagered: still level 1
    await infra.bus.publish(first);
    await eventually(async () => (await wagered()) === '60');
    expect(await levelUps()).toEqual([]);
    await infra.bus.publish(settled(userId, 40, 80)); // 100: level 2
    await eventually(async () => (await wagered()) === '100');
    await infra.bus.publish(first); // a redelivery: counts nothing, raises nothing
    await infra.bus.publish(settled(userId, 800, 0)); // 900: straight to level 4, one event
    await eventually(async () => (await wagered()) === '900');
    expect(await levelUps()).toEqual([2, 4]);

    expect((await infra.bus.request('wallet.v1.account.get', { userId })).level).toBe(4);
    // (the leaderboard's level is checked by the ranking test, the first to read the board)
  });

  it('adds up a batch of several players\' rounds in one statement: each event once, one level-up per player', async () => {
    const [a, b] = [await newPlayer(infra, wallet.sql, 0), await newPlayer(infra, wallet.sql, 0)];
    const sql: RawSql = { $queryRawUnsafe: (q, ...v) => wallet.sql.query(q, v) as never, $executeRawUnsafe: async () => Promise.reject(new Error('not used')) };
    const steps = [{ challengeId: 'play_5_games', amount: 1, target: 5 }];
    const round = (e: EventEnvelope<'games.bet.settled'>): SettledRound => ({ eventId: e.id, userId: e.data.userId, stake: e.data.stake, payout: e.data.payout, dateKey: e.data.settledAt.slice(0, 10) });
    const apply = async (events: EventEnvelope<'games.bet.settled'>[]) =>
      claimInboxBatchWith(sql, 'wallet', 'wallet-game-rounds', events.map((e) => e.id), settledRoundEffects(events.map(round), steps));

    const earlier = settled(a, 60, 0);
    expect((await apply([earlier])).size).toBe(1);
    const batch = [earlier, settled(a, 50, 100), settled(b, 100, 0), settled(a, 10, 0), settled(b, 300, 600)];
    expect((await apply(batch)).size).toBe(4);
    expect((await apply(batch)).size).toBe(0); // the whole batch again: nothing counts twice

    const totals = await wallet.sql.query<{ userId: string; gamesPlayed: number; wagered: string; won: string }>(
      `SELECT "userId", "gamesPlayed", "totalWagered"::text AS "wagered", "totalWon"::text AS "won" FROM "wallet"."players" WHERE "userId" = ANY($1) ORDER BY "gamesPlayed" DESC`,
      [[a, b]],
    );
    expect(totals).toEqual([
      { userId: a, gamesPlayed: 3, wagered: '120', won: '100' },
      { userId: b, gamesPlayed: 2, wagered: '400', won: '600' },
    ]);
    expect(await challenge(a, 'play_5_games')).toMatchObject({ progress: 3, completed: false });
    expect(await challenge(b, 'play_5_games')).toMatchObject({ progress: 2, completed: false });
    const levelUps = await wallet.sql.query<{ userId: string; level: number }>(
      `SELECT "data"->>'userId' AS "userId", ("data"->>'level')::int AS "level" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.player.leveled_up' AND "data"->>'userId' = ANY($1)`,
      [[a, b]],
    );
    // a: 60 → 120 crosses level 2; b: 0 → 400 goes straight to level 3, one event
    expect(levelUps.sort((x, y) => x.level - y.level)).toEqual([
      { userId: a, level: 2 },
      { userId: b, level: 3 },
    ]);
  });

  it("computes a level in SQL exactly as in TypeScript, at and around every level's threshold", async () => {
    const totals = [0, 1, 99, 100, 101, 399, 400, 899, 900, 9_999, 10_000, 980_099, 980_100, 999_999, 1_000_000, 10_000_000_000];
    for (let level = 2; level <= 100; level += 7) totals.push((level - 1) ** 2 * 100 - 1, (level - 1) ** 2 * 100);
    const rows = await wallet.sql.query<{ total: string; level: number }>(`SELECT t::text AS "total", ${levelSql('t')} AS "level" FROM unnest($1::bigint[]) AS t`, [totals]);
    expect(rows.map((row) => [Number(row.total), row.level])).toEqual(totals.map((total) => [total, levelOf(total)]));
  });

  it('ranks players by points, leaves banned players out and shows admins', async () => {
    const top = await newPlayer(infra, wallet.sql, 900_000);
    const second = await newPlayer(infra, wallet.sql, 800_000);
    const banned = await newPlayer(infra, wallet.sql, 950_000);
    await infra.bus.publish(userUpdated(second, { isAdmin: true, username: 'second_best' }));
    await infra.bus.publish(userUpdated(banned, { isBanned: true }));
    await infra.bus.publish(settled(top, 500, 1000)); // 500 wagered: level 3
    await eventually(async () => {
      const [row] = await wallet.sql.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "wallet"."players" WHERE ("userId" = $1 AND "isBanned") OR ("userId" = $2 AND "isAdmin") OR ("userId" = $3 AND "gamesPlayed" = 1)`, [banned, second, top]);
      return row!.n === 3;
    });
    // the first leaderboard read of this wallet: nothing cached yet
    const board = ZGetLeaderboardResponse.parse((await api.get('/api/leaderboard', null)).body);
    expect(board.users.slice(0, 2)).toEqual([
      expect.objectContaining({ id: top, points: 900_000, gamesPlayed: 1, isAdmin: false, level: 3 }),
      expect.objectContaining({ id: second, username: 'second_best', points: 800_000, isAdmin: true, level: 1 }),
    ]);
    expect(board.users.some((u) => u.id === banned)).toBe(false);
    const [{ total }] = (await wallet.sql.query<{ total: number }>(`SELECT count(*)::int AS "total" FROM "wallet"."accounts"`)) as [{ total: number }];
    expect(board.totalUsers).toBe(total - 1);
    expect(ZGetUserStatsResponse.parse((await api.get('/api/user/stats', second)).body).rank).toBe(2);
    expect((await api.get('/api/user/stats', banned)).body.rank).toBeNull();
  });

  it("gives tied players the ranks of their places on the leaderboard (ties to who registered first), not one shared rank", async () => {
    // above every other player of this file, so their places are 1 and 2
    const first = await newPlayer(infra, wallet.sql, 7_000_000);
    const later = await newPlayer(infra, wallet.sql, 7_000_000);
    const rankOf = async (userId: string) => ZGetUserStatsResponse.parse((await api.get('/api/user/stats', userId)).body).rank;
    // the leaderboard lists them #1 and #2; the later one was told rank 1 as well on its stats
    expect(await rankOf(first)).toBe(1);
    expect(await rankOf(later)).toBe(2);
  });
});
