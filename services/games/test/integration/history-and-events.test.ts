import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope, GameResult, GetGameRecentActivityResponse, GetGameStatsResponse, GetHouseEdgesResponse, KenoPaytable, PlinkoTable, WheelSegment } from '@app/contracts';
import { eventually, startHarness, type Harness } from './support/harness.js';

describe('history, stats, the activity feed and games.bet.settled', () => {
  let h: Harness;
  let settled: EventEnvelope<'games.bet.settled'>[];
  beforeAll(async () => {
    h = await startHarness();
    settled = await h.collectSettled();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('records each settled round once: history rows, stats and one games.bet.settled event each', async () => {
    const user = await h.player(10_000, 'history_player');
    const ids: string[] = [];
    for (const [path, body] of [
      ['/api/games/dice', { betAmount: 10, prediction: 'over' }],
      ['/api/games/dice', { betAmount: 20, prediction: 'under' }],
      ['/api/games/keno', { betAmount: 5, selectedNumbers: [5, 10, 15] }],
      ['/api/games/plinko', { betAmount: 7, rows: 8, risk: 'low' }],
    ] as const)
      ids.push((await h.call<{ roundId: string }>('POST', path, user, body)).body.roundId);

    const history = (await h.call<GameResult[]>('GET', '/api/games/history', user)).body;
    expect(history.map((r) => r.id)).toEqual([...ids].reverse());
    for (const row of history) {
      expect(row.multiplier).toMatch(/^\d+\.\d{2}$/);
      expect(row.isWin).toBe(row.winAmount > row.betAmount);
    }
    const dice = (await h.call<GameResult[]>('GET', '/api/games/history?game=dice&period=today', user)).body;
    expect(dice.map((r) => r.gameType)).toEqual(['dice', 'dice']);
    expect([1, 2, 3, 4, 5, 6]).toContain(dice[0]!.result);
    expect((await h.call('GET', '/api/games/history?game=poker', user)).status).toBe(400);

    const stats = (await h.call<GetGameStatsResponse>('GET', '/api/games/stats', user)).body;
    const won = history.reduce((s, r) => s + r.winAmount, 0);
    expect(stats).toEqual({ gamesPlayed: 4, totalWagered: 42, totalWon: won, netProfit: won - 42 });
    expect(await h.balance(user)).toBe(10_000 + won - 42);

    await eventually(() => ids.every((id) => settled.some((e) => e.data.roundId === id)));
    await new Promise((r) => setTimeout(r, 300));
    for (const id of ids) {
      const events = settled.filter((e) => e.data.roundId === id);
      expect(events).toHaveLength(1);
      const row = history.find((r) => r.id === id)!;
      expect(events[0]!.data).toMatchObject({ userId: user, username: 'history_player', game: row.gameType, stake: row.betAmount, payout: row.winAmount, isWin: row.isWin });
    }
  });

  it('settles thirty rounds of three players placed at once (recorded together) with one event each, carrying its own round', async () => {
    const players = [await h.player(10_000, 'batch_a'), await h.player(10_000, 'batch_b'), await h.player(10_000, 'batch_c')];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => h.call<{ roundId: string; winAmount: number }>('POST', '/api/games/dice', players[i % 3]!, { betAmount: 1 + i, prediction: 'over' })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const [pending] = await h.sql<{ n: number }>(`SELECT count(*)::int AS "n" FROM "games"."rounds" WHERE "id" = ANY($1::uuid[]) AND "status" <> 'settled'`, [answers.map((a) => a.body.roundId)]);
    expect(pending!.n).toBe(0);
    await eventually(() => answers.every((a) => settled.some((e) => e.data.roundId === a.body.roundId)));
    await new Promise((r) => setTimeout(r, 300));
    answers.forEach((a, i) => {
      const events = settled.filter((e) => e.data.roundId === a.body.roundId);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({ userId: players[i % 3], username: ['batch_a', 'batch_b', 'batch_c'][i % 3], stake: 1 + i, payout: a.body.winAmount });
    });
    for (const [i, user] of players.entries()) {
      const mine = answers.filter((_, j) => j % 3 === i);
      expect(await h.balance(user)).toBe(10_000 + mine.reduce((sum, a, k) => sum + a.body.winAmount - (1 + i + 3 * k), 0));
    }
  });

  it('the activity feed shows everyone’s settled rounds with their usernames, newest first', async () => {
    const user = await h.player(1000, 'feed_player');
    const round = (await h.call<{ roundId: string; winnings: number }>('POST', '/api/games/wheel', user, { betAmount: 10 })).body;
    const feed = (await h.call<GetGameRecentActivityResponse>('GET', '/api/games/recent-activity', await h.player(0))).body;
    expect(feed.success).toBe(true);
    expect(feed.activities[0]).toMatchObject({ id: round.roundId, username: 'feed_player', game: 'wheel', type: round.winnings > 10 ? 'win' : round.winnings === 10 ? 'push' : 'loss' });
  });

  it('refuses visitors (401) but publishes the paytables to anyone who came through the gateway', async () => {
    expect((await h.call('GET', '/api/games/stats', null)).status).toBe(401);
    expect((await h.call('POST', '/api/games/dice', null, { betAmount: 1, prediction: 'over' })).status).toBe(401);
    const segments = (await h.call<WheelSegment[]>('GET', '/api/games/wheel/segments', null)).body;
    expect(segments).toHaveLength(12);
    const keno = (await h.call<KenoPaytable[]>('GET', '/api/games/keno/paytables', null)).body;
    expect(keno.map((t) => t.picks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const t of keno) expect(t.rtp).toBeLessThan(1);
    const plinko = (await h.call<PlinkoTable[]>('GET', '/api/games/plinko/tables', null)).body;
    expect(plinko).toHaveLength(27);
  });

  it('the house edge follows the admin setting within a moment (dice pays 2 × (1 − edge)), and the screens are told it', async () => {
    const user = await h.player(1000);
    const edges = async () => (await h.call<GetHouseEdgesResponse>('GET', '/api/games/house-edges', null)).body;
    expect(await edges()).toEqual({
      dice: { houseEdge: 0.1, winMultiplier: 1.8 },
      crash: { houseEdge: 0.04 },
      mines: { houseEdge: 0.03 },
      wheel: { houseEdge: 0.05 },
      keno: { houseEdge: 0.05 },
      plinko: { houseEdge: 0.03 },
      maxBet: 1_000_000,
      maxWin: 100_000_000,
    });
    await h.infra.bus.kv.put('house_edge_dice', '0.2');
    await h.infra.bus.kv.put('house_edge_crash', '0.07');
    await eventually(async () => (await h.call<{ multiplier: number }>('POST', '/api/games/dice', user, { betAmount: 1, prediction: 'over' })).body.multiplier === 1.6);
    await eventually(async () => (await edges()).crash.houseEdge === 0.07);
    expect((await edges()).dice).toEqual({ houseEdge: 0.2, winMultiplier: 1.6 });
    await h.infra.bus.kv.put('house_edge_dice', '0.5'); // out of bounds: ignored, the default applies
    await eventually(async () => (await h.call<{ multiplier: number }>('POST', '/api/games/dice', user, { betAmount: 1, prediction: 'over' })).body.multiplier === 1.8);
    expect((await edges()).dice).toEqual({ houseEdge: 0.1, winMultiplier: 1.8 });
    await h.infra.bus.kv.delete('house_edge_dice');
    await h.infra.bus.kv.delete('house_edge_crash');
    await eventually(async () => (await edges()).crash.houseEdge === 0.04);
  });

  it('keno, plinko and the wheel follow their house-edge settings: the published tables, the payout and the params a verifier reads', async () => {
    const user = await h.player(100_000);
    const tenPicks = () => h.call<KenoPaytable[]>('GET', '/api/games/keno/paytables', null).then((r) => r.body.find((t) => t.picks === 10)!);
    const base = await tenPicks();
    expect(base).toMatchObject({ houseEdge: 0.05, baseHouseEdge: 0.05 });
    expect(base.multipliers).toEqual(base.baseMultipliers);
    const bankruptWeight = () => h.call<WheelSegment[]>('GET', '/api/games/wheel/segments', null).then((r) => r.body[0]!.weight);
    expect(await bankruptWeight()).toBe(600);
    await h.infra.bus.kv.put('house_edge_keno', '0.15');
    await h.infra.bus.kv.put('house_edge_plinko', '0.15');
    await h.infra.bus.kv.put('house_edge_wheel', '0.15');
    await eventually(async () => (await tenPicks()).houseEdge === 0.15);
    const scaled = await tenPicks();
    // 10 of 10 pays 10,000x at 5%: floor(1,000,000 × 8,500 / 9,500) hundredths at 15%
    expect(scaled.multipliers[10]).toBe(8947.36);
    expect(scaled.rtp).toBeLessThan(base.rtp);
    expect(scaled.rtp).toBeCloseTo((base.rtp * 0.85) / 0.95, 2);
    const plinko = (await h.call<PlinkoTable[]>('GET', '/api/games/plinko/tables', null)).body.find((t) => t.risk === 'high' && t.rows === 16)!;
    expect(plinko).toMatchObject({ houseEdge: 0.15, baseHouseEdge: 0.03 });
    expect(plinko.multipliers[0]).toBe(Math.floor((100_000 * 8500) / 9700) / 100);

    // a round pays from the scaled table, and records the edge it was played at
    const played = await h.call<{ roundId: string; matches: number; multiplier: number }>('POST', '/api/games/keno', user, { betAmount: 100, selectedNumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(played.status).toBe(200);
    expect(played.body.multiplier).toBe(scaled.multipliers[played.body.matches]);
    const [round] = await h.sql<{ params: Record<string, unknown> }>(`SELECT "params" FROM "games"."rounds" WHERE "id" = $1::uuid`, [played.body.roundId]);
    expect(round!.params).toMatchObject({ houseEdge: 0.15 });

    // the wheel: the smallest total weight returning at most 0.85 is ceil(95,000,000 / 8,500) = 11,177; the paying
    // segments keep their 8,200 and BANKRUPT shares 2,977: 993, 992, 992
    await eventually(async () => (await bankruptWeight()) === 993);
    const spun = await h.call<{ roundId: string }>('POST', '/api/games/wheel', user, { betAmount: 100 });
    expect(spun.status).toBe(200);
    const [wheelRound] = await h.sql<{ params: Record<string, unknown> }>(`SELECT "params" FROM "games"."rounds" WHERE "id" = $1::uuid`, [spun.body.roundId]);
    expect(wheelRound!.params).toMatchObject({ houseEdge: 0.15 });
    await h.infra.bus.kv.delete('house_edge_wheel');
    await h.infra.bus.kv.delete('house_edge_keno');
    await h.infra.bus.kv.delete('house_edge_plinko');
    await eventually(async () => (await tenPicks()).houseEdge === 0.05);
  });
});
