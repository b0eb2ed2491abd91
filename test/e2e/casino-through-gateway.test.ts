import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServers } from '@app/platform/testing';
import { generateFloats } from '../../services/games/src/domain/fairness/floats.js';
import { CRASH_FLOATS, playCrash } from '../../services/games/src/domain/games/crash.js';
import { ROULETTE_FLOATS, playRoulette } from '../../services/games/src/domain/games/roulette.js';
import { SLOTS_FLOATS, playSlots } from '../../services/games/src/domain/games/slots.js';
import { WHEEL_FLOATS, WHEEL_SEGMENTS, playWheel } from '../../services/games/src/domain/games/wheel.js';
import type { SiteClient } from '../support/http-client.js';
import { startFaultProduct, type FaultProduct } from './faults/support/fault-product.js';
import { expectBalancesMatchLedger, expectRoundsMatchLedger, waitForRoundsFinished } from './faults/support/invariants.js';
import { registerPlayers, type Player } from './faults/support/storm.js';

// The casino's rules checked through the gateway, over real HTTP, against the cluster of
// `npm run start:cluster` (two games replicas, the machine's PostgreSQL, NATS and Redis): the server
// draws every outcome, rounds belong to their player, a round ends once, and no bet overdraws.
describe('casino through the gateway (two games replicas)', () => {
  let product: FaultProduct;

  beforeAll(async () => {
    product = await startFaultProduct({ natsUrl: testServers.natsUrl, redisUrl: testServers.redisUrl, games: 2 });
  });
  afterAll(async () => {
    await product?.stop();
  });

  const me = async (client: SiteClient) => (await client.get('/api/auth/user')).body as { id: string; points: number };
  const transactions = async (client: SiteClient) => (await client.get('/api/user/transactions')).body as { id: string }[];
  const grant = async (client: SiteClient, amount: number) => {
    const { id } = await me(client);
    const res = await product.admin.post(`/api/admin/users/${id}/adjust-points`, { amount, reason: 'e2e stake money' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it("ignores the client's roulette number, slots symbols, wheel segment and crash flag: answers and ledger follow the seeds", async () => {
    const [player] = await registerPlayers(product.url, 1, 'fair');
    const client = player!.client;
    await grant(client, 1000);
    const bestSegment = WHEEL_SEGMENTS.reduce((best, s, i) => (s.multiplier100 > WHEEL_SEGMENTS[best]!.multiplier100 ? i : best), 0);
    const rounds: { game: string; body: any; stake: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const roulette = await client.post('/api/games/roulette', { bets: [{ type: 'straight', numbers: [17], amount: 2 }], totalBet: 2, winningNumber: 17, winningColor: 'black' });
      const slots = await client.post('/api/games/slots', { betAmount: 2, symbols: ['diamond', 'diamond', 'diamond'] });
      const wheel = await client.post('/api/games/wheel', { betAmount: 2, segmentIndex: bestSegment });
      const crash = await client.post('/api/games/crash', { betAmount: 2, cashOutMultiplier: 1000, crashed: false });
      for (const [game, res] of [['roulette', roulette], ['slots', slots], ['wheel', wheel], ['crash', crash]] as const) {
        expect(res.status, `${game}: ${JSON.stringify(res.body)}`).toBe(200);
        rounds.push({ game, body: res.body, stake: 2 });
      }
    }
    // 12 tries each: the favourable outcomes the client asked for cannot all have come true
    expect(rounds.filter((r) => r.game === 'roulette').every((r) => r.body.winningNumber === 17)).toBe(false);
    expect(rounds.filter((r) => r.game === 'slots').every((r) => r.body.symbols.every((s: string) => s === 'diamond'))).toBe(false);
    expect(rounds.filter((r) => r.game === 'wheel').every((r) => r.body.segmentIndex === bestSegment)).toBe(false);
    expect(rounds.filter((r) => r.game === 'crash').every((r) => r.body.isWin)).toBe(false);

    // crash's house edge in force, as the server recorded it with the round
    const paramsOf = async (game: string) => (await client.get(`/api/games/fairness/rounds/${rounds.find((r) => r.game === game)!.body.roundId}`)).body.params;
    const crashParams = await paramsOf('crash');
    const wheelParams = await paramsOf('wheel');
    const rotated = await client.post('/api/games/fairness/rotate', {});
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const serverSeed: string = rotated.body.previousServerSeed;

    const payouts = await product.db.query<{ id: string; payout: number | null; status: string }>(`SELECT id::text AS id, payout, status FROM games.rounds WHERE id::text = ANY($1)`, [rounds.map((r) => r.body.roundId)]);
    const payoutOf = new Map(payouts.rows.map((r) => [r.id, r]));
    for (const { game, body } of rounds) {
      expect(body.serverSeedHash).toBe(rotated.body.previousServerSeedHash);
      const seeds = { serverSeed, clientSeed: body.clientSeed, nonce: body.nonce };
      let expectedPayout: number;
      if (game === 'roulette') {
        const o = playRoulette(generateFloats(seeds, ROULETTE_FLOATS), [{ type: 'straight', numbers: [17], amount: 2 }]);
        expect(body.winningNumber).toBe(o.winningNumber);
        expectedPayout = o.payout;
        expect(body.totalWin).toBe(expectedPayout);
      } else if (game === 'slots') {
        const o = playSlots(generateFloats(seeds, SLOTS_FLOATS), { stake: 2 });
        expect(body.symbols).toEqual(o.symbols);
        expectedPayout = o.payout;
        expect(body.winnings).toBe(expectedPayout);
      } else if (game === 'wheel') {
        const o = playWheel(generateFloats(seeds, WHEEL_FLOATS), { stake: 2, houseEdge: Number(wheelParams.houseEdge) });
        expect(body.segmentIndex).toBe(o.segmentIndex);
        expectedPayout = o.payout;
        expect(body.winnings).toBe(expectedPayout);
      } else {
        const o = playCrash(generateFloats(seeds, CRASH_FLOATS), { stake: 2, cashOut100: 100_000, houseEdge: Number(crashParams.houseEdge) });
        expect(body.crashPoint).toBe(o.crash100 / 100);
        expect(body.isWin).toBe(o.isWin);
        expectedPayout = o.payout;
        expect(body.winnings).toBe(expectedPayout);
      }
      const stored = payoutOf.get(body.roundId);
      expect(stored?.status, `${game} round ${body.roundId}`).toBe('settled');
      expect(stored?.payout ?? 0, `${game} round ${body.roundId}: the payout the ledger got`).toBe(expectedPayout);
    }
    await expectRoundsMatchLedger(product.db);
    await expectBalancesMatchLedger(product.db);
  });

  it("reports the server's blackjack result whatever result and winnings the client sends", async () => {
    const [player] = await registerPlayers(product.url, 1, 'bj');
    const client = player!.client;
    const before = (await me(client)).points;
    const started = await client.post('/api/games/blackjack/start', { betAmount: 10 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const roundId: string = started.body.roundId;
    if (!started.body.gameOver) {
      const claimed = await client.post('/api/games/blackjack/result', { roundId, betAmount: 10, result: 'blackjack', winnings: 100_000, playerValue: 21, dealerValue: 17 });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      expect(claimed.body).toMatchObject({ roundId, gameOver: false, result: null, winnings: 0 });
      expect((await me(client)).points).toBe(before - 10);
      const stood = await client.post('/api/games/blackjack/stand', { roundId });
      expect(stood.status, JSON.stringify(stood.body)).toBe(200);
      expect(stood.body.gameOver).toBe(true);
    }
    const claimed = await client.post('/api/games/blackjack/result', { roundId, result: 'blackjack', winnings: 100_000 });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.gameOver).toBe(true);
    const stored = await product.db.query<{ payout: number }>(`SELECT payout FROM games.rounds WHERE id::text = $1`, [roundId]);
    expect(claimed.body.winnings).toBe(stored.rows[0]!.payout ?? 0);
    expect(claimed.body.winnings).toBeLessThanOrEqual(25); // at most 2.5x of 10
    expect((await me(client)).points).toBe(before - 10 + claimed.body.winnings);
    await expectRoundsMatchLedger(product.db);
    await expectBalancesMatchLedger(product.db);
  });

  it("refuses actions on another player's mines or blackjack round with 404", async () => {
    const [owner, other] = await registerPlayers(product.url, 2, 'own');
    const mines = await owner!.client.post('/api/games/mines/start', { betAmount: 5, mineCount: 3 });
    expect(mines.status, JSON.stringify(mines.body)).toBe(200);
    const minesId: string = mines.body.roundId;
    expect((await other!.client.post('/api/games/mines/reveal', { tileIndex: 0, roundId: minesId })).status).toBe(404);
    expect((await other!.client.post('/api/games/mines/cashout', { roundId: minesId })).status).toBe(404);

    let blackjack = await owner!.client.post('/api/games/blackjack/start', { betAmount: 5 });
    expect(blackjack.status, JSON.stringify(blackjack.body)).toBe(200);
    for (let i = 0; blackjack.body.gameOver && i < 10; i++) blackjack = await owner!.client.post('/api/games/blackjack/start', { betAmount: 1 });
    expect(blackjack.body.gameOver, 'a blackjack round still open').toBe(false);
    const blackjackId: string = blackjack.body.roundId;
    expect((await other!.client.post('/api/games/blackjack/hit', { roundId: blackjackId })).status).toBe(404);
    expect((await other!.client.post('/api/games/blackjack/stand', { roundId: blackjackId })).status).toBe(404);

    // the owner's rounds are untouched by the attempts
    const active = await owner!.client.get('/api/games/mines/active');
    expect(JSON.stringify(active.body)).toContain(minesId);
    expect((await product.db.query(`SELECT status FROM games.rounds WHERE id::text = ANY($1)`, [[minesId, blackjackId]])).rows.map((r) => r.status)).toEqual(['open', 'open']);
  });

  it('accepts no action on a finished round (409)', async () => {
    const [player] = await registerPlayers(product.url, 1, 'done');
    const client = player!.client;
    let blackjack = await client.post('/api/games/blackjack/start', { betAmount: 5 });
    expect(blackjack.status).toBe(200);
    if (!blackjack.body.gameOver) blackjack = await client.post('/api/games/blackjack/stand', { roundId: blackjack.body.roundId });
    expect(blackjack.body.gameOver).toBe(true);
    expect((await client.post('/api/games/blackjack/hit', { roundId: blackjack.body.roundId })).status).toBe(409);
    expect((await client.post('/api/games/blackjack/stand', { roundId: blackjack.body.roundId })).status).toBe(409);

    const mines = await client.post('/api/games/mines/start', { betAmount: 5, mineCount: 3 });
    expect(mines.status).toBe(200);
    const ended = await client.post('/api/games/mines/reveal', { tileIndex: 0, roundId: mines.body.roundId });
    expect(ended.status).toBe(200);
    if (!ended.body.gameOver) expect((await client.post('/api/games/mines/cashout', { roundId: mines.body.roundId })).status).toBe(200);
    const points = (await me(client)).points;
    expect((await client.post('/api/games/mines/reveal', { tileIndex: 1, roundId: mines.body.roundId })).status).toBe(409);
    expect((await client.post('/api/games/mines/cashout', { roundId: mines.body.roundId })).status).toBe(409);
    expect((await me(client)).points).toBe(points);
  });

  it('pays a mines round once when two cash-outs race', async () => {
    const [player] = await registerPlayers(product.url, 1, 'race');
    const client = player!.client;
    await grant(client, 500);
    let roundId = '';
    for (let attempt = 0; attempt < 20 && !roundId; attempt++) {
      const started = await client.post('/api/games/mines/start', { betAmount: 10, mineCount: 3 });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const revealed = await client.post('/api/games/mines/reveal', { tileIndex: 12, roundId: started.body.roundId });
      expect(revealed.status).toBe(200);
      if (!revealed.body.gameOver) roundId = started.body.roundId;
    }
    expect(roundId, 'a round with a safe tile').not.toBe('');
    const before = (await me(client)).points;
    const answers = await Promise.all([client.post('/api/games/mines/cashout', { roundId }), client.post('/api/games/mines/cashout', { roundId })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const paid = answers.find((a) => a.status === 200)!.body.winnings as number;
    expect(paid).toBeGreaterThan(0);
    expect((await me(client)).points).toBe(before + paid);
    const entries = await product.db.query(`SELECT amount FROM wallet.ledger_entries WHERE "operationId" LIKE $1 || ':%' AND amount > 0`, [roundId]);
    expect(entries.rows.map((r) => r.amount)).toEqual([paid]);
    await expectRoundsMatchLedger(product.db);
  });

  it('refuses zero, negative, fractional, non-numeric and unaffordable bets with 400 and moves nothing', async () => {
    const [player] = await registerPlayers(product.url, 1, 'bad');
    const client = player!.client;
    const points = (await me(client)).points;
    const history = await transactions(client);
    const amounts: unknown[] = [0, -5, 1.5, '10', 'ten', null, points + 1];
    for (const amount of amounts) {
      const attempts = [
        client.post('/api/games/dice', { betAmount: amount, prediction: 'over' }),
        client.post('/api/games/slots', { betAmount: amount }),
        client.post('/api/games/mines/start', { betAmount: amount, mineCount: 3 }),
        client.post('/api/games/crash', { betAmount: amount, cashOutMultiplier: 2 }),
        client.post('/api/games/roulette', { bets: [{ type: 'red', amount }], totalBet: amount }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status, `bet ${JSON.stringify(amount)}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
    }
    expect((await me(client)).points).toBe(points);
    expect(await transactions(client)).toEqual(history);
    expect((await client.get('/api/games/mines/active')).body?.round ?? null).toBeNull();
  });

  it('never overdraws with 40 concurrent bets from one player, and every balance equals its ledger', async () => {
    const [player]: Player[] = await registerPlayers(product.url, 1, 'rush');
    const client = player!.client;
    const start = (await me(client)).points;
    // crash with an automatic cash-out at 1000x almost always loses, so the stakes are what count
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.post('/api/games/crash', { betAmount: 10, cashOutMultiplier: 1000 })));
    for (const a of answers) {
      expect([200, 400], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 400) expect(a.body.code).toBe('INSUFFICIENT_FUNDS');
    }
    const accepted = answers.filter((a) => a.status === 200);
    const won = accepted.reduce((sum, a) => sum + (a.body.winnings as number), 0);
    const seen = `start ${start}, answers ${JSON.stringify(answers.map((a) => [a.status, a.body.balance, a.body.winnings, a.body.crashPoint]))}`;
    // never more staked than the balance plus what came back; without a (rare) 1000x win, exactly the 10 affordable bets
    expect(10 * accepted.length, seen).toBeLessThanOrEqual(start + won);
    if (won === 0) expect(accepted.length, seen).toBe(start / 10);
    await waitForRoundsFinished(product.db);
    const end = (await me(client)).points;
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBe(start - 10 * accepted.length + won);
    const balances = await expectBalancesMatchLedger(product.db);
    expect(balances.get((await me(client)).id)).toBe(end);
    await expectRoundsMatchLedger(product.db);
  });
});
