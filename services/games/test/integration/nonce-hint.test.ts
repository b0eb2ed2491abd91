import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GetFairnessRoundResponse } from '@app/contracts';
import { openSqlSession, type RawSql } from '@app/platform';
import { reserveNonceRecording, reserveNoncesRecording, type NewRound } from '../../src/db/rounds.js';
import { harnessWithPlayer } from './support/harness.js';
import { recompute } from './support/verify.js';

type DiceAnswer = { roundId: string; nonce: number; serverSeedHash: string; clientSeed: string };

/**
 * An instant round is drawn in advance on the nonce this replica expects the player's pair to be at, and
 * recorded by the statement that takes the nonce only if that guess was right (application/lifecycle.ts
 * drawInstant). Whoever else moves the counter (another replica, a stateful round, a seed rotation), every
 * round must still sit on the nonce it took, with an outcome that recomputes from the revealed seed, and
 * no nonce may be skipped.
 */
describe('instant rounds on the nonce a replica expects', () => {
  const t = harnessWithPlayer(100_000);
  const roundIds: string[] = [];

  async function dice(): Promise<DiceAnswer> {
    const r = await t.h.call<DiceAnswer>('POST', '/api/games/dice', t.user, { betAmount: 1, prediction: 'over' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    roundIds.push(r.body.roundId);
    return r.body;
  }

  it('takes consecutive nonces, also when another replica took some meanwhile', async () => {
    expect([(await dice()).nonce, (await dice()).nonce, (await dice()).nonce]).toEqual([0, 1, 2]);
    // another replica takes nonces 3 to 7 of the same pair
    await t.h.sql(`UPDATE "games"."seed_pairs" SET "nonce" = "nonce" + 5 WHERE "activeUserId" = $1`, [t.user]);
    expect((await dice()).nonce).toBe(8);
    expect((await dice()).nonce).toBe(9);
    // a stateful round takes nonce 10 on its own path
    const crash = await t.h.call<{ nonce: number }>('POST', '/api/games/crash', t.user, { betAmount: 1, cashOutMultiplier: 2 });
    expect(crash.body.nonce).toBe(10);
    expect((await dice()).nonce).toBe(11);
  });

  it('gives twenty concurrent rounds of one player twenty distinct nonces with none skipped', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => dice()));
    expect(answers.map((a) => a.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 12 + i));
  });

  it('draws on the new pair after a rotation, and every round recomputes from its revealed seed', async () => {
    const rotated = await t.h.call<{ previousServerSeed: string; previousNonce: number; serverSeedHash: string }>('POST', '/api/games/fairness/rotate', t.user, { clientSeed: 'after-rotation' });
    expect(rotated.body.previousNonce).toBe(32);
    const next = await dice();
    expect(next).toMatchObject({ nonce: 0, clientSeed: 'after-rotation', serverSeedHash: rotated.body.serverSeedHash });
    await t.h.call('POST', '/api/games/fairness/rotate', t.user, {});
    for (const id of roundIds) {
      const round = (await t.h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${id}`, t.user)).body;
      expect(round.serverSeed).not.toBeNull();
      expect(round.outcome).toMatchObject(recompute(round));
    }
  });

  it('records the guessed round in the statement that takes the nonce only when the guess is right', async () => {
    const sql: RawSql = { $queryRawUnsafe: (q, ...v) => t.h.sql(q, v) as never, $executeRawUnsafe: async () => Promise.reject(new Error('not used')) };
    const [pair] = await t.h.sql<{ id: string; serverSeedHash: string; clientSeed: string; nonce: number }>(
      `SELECT "id", "serverSeedHash", "clientSeed", "nonce" FROM "games"."seed_pairs" WHERE "activeUserId" = $1`,
      [t.user],
    );
    const guess = (nonce: number): NewRound => ({
      id: randomUUID(), userId: t.user, game: 'dice', status: 'pending', stake: 1, payout: 0, multiplier: '0.00', result: 1,
      seedPairId: pair!.id, serverSeedHash: pair!.serverSeedHash, clientSeed: pair!.clientSeed, nonce, algorithm: 'v1',
      params: {}, state: null, outcome: {}, openKey: null, createdAt: new Date(), updatedAt: new Date(),
    });
    const wrong = guess(pair!.nonce + 1);
    const missed = await reserveNonceRecording(sql, wrong);
    expect(missed).toMatchObject({ pair: { id: pair!.id, nonce: pair!.nonce }, recorded: null });
    expect(await t.h.sql(`SELECT 1 FROM "games"."rounds" WHERE "id" = $1`, [wrong.id])).toHaveLength(0);
    const right = guess(pair!.nonce + 1);
    const hit = await reserveNonceRecording(sql, right);
    expect(hit).toMatchObject({ pair: { nonce: pair!.nonce + 1 }, recorded: { id: right.id, nonce: pair!.nonce + 1 } });
    expect(await t.h.sql(`SELECT "nonce" FROM "games"."rounds" WHERE "id" = $1`, [right.id])).toEqual([{ nonce: pair!.nonce + 1 }]);
  });
});

/**
 * Under load, the guesses of several players go in one statement (application/nonce-reservations.ts,
 * db/rounds.ts reserveNoncesRecording): each player's nonce is taken once, only right guesses are recorded,
 * and the players' pairs are locked in key order, so two such statements cannot deadlock.
 */
describe("several players' instant rounds in one nonce statement", () => {
  const t = harnessWithPlayer(100_000);
  const sql = (): RawSql => ({ $queryRawUnsafe: (q, ...v) => t.h.sql(q, v) as never, $executeRawUnsafe: async () => Promise.reject(new Error('not used')) });
  type Pair = { id: string; serverSeedHash: string; clientSeed: string; nonce: number };
  const pairOf = async (userId: string) =>
    (await t.h.sql<Pair>(`SELECT "id", "serverSeedHash", "clientSeed", "nonce" FROM "games"."seed_pairs" WHERE "activeUserId" = $1`, [userId]))[0]!;
  const guess = (userId: string, pair: Pair, nonce: number): NewRound => ({
    id: randomUUID(), userId, game: 'dice', status: 'pending', stake: 1, payout: 0, multiplier: '0.00', result: 1,
    seedPairId: pair.id, serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce, algorithm: 'v1',
    params: { target: 50 }, state: null, outcome: { roll: 1 }, openKey: null, createdAt: new Date(), updatedAt: new Date(),
  });
  /** a player whose pair exists (made by a first bet) */
  const playerWithPair = async () => {
    const userId = await t.h.player(100);
    expect((await t.h.call('POST', '/api/games/dice', userId, { betAmount: 1, prediction: 'over' })).status).toBe(200);
    return userId;
  };

  it('takes each player\'s nonce once and records only the right guesses, answering in the order given', async () => {
    const [a, b, c] = [await playerWithPair(), await playerWithPair(), await playerWithPair()];
    const [pa, pb, pc] = [await pairOf(a), await pairOf(b), await pairOf(c)];
    const guesses = [guess(a, pa, pa.nonce), guess(b, pb, pb.nonce + 3), guess(randomUUID(), pa, 0), guess(c, pc, pc.nonce)];
    const answers = await reserveNoncesRecording(sql(), guesses);
    expect(answers).toEqual([
      { pair: expect.objectContaining({ id: pa.id, nonce: pa.nonce }), recorded: expect.objectContaining({ id: guesses[0]!.id, nonce: pa.nonce }) },
      { pair: expect.objectContaining({ id: pb.id, nonce: pb.nonce }), recorded: null },
      null,
      { pair: expect.objectContaining({ id: pc.id, nonce: pc.nonce }), recorded: expect.objectContaining({ id: guesses[3]!.id }) },
    ]);
    expect([(await pairOf(a)).nonce, (await pairOf(b)).nonce, (await pairOf(c)).nonce]).toEqual([pa.nonce + 1, pb.nonce + 1, pc.nonce + 1]);
    const recorded = await t.h.sql<{ id: string; params: unknown; outcome: unknown }>(`SELECT "id", "params", "outcome" FROM "games"."rounds" WHERE "id" = ANY($1::uuid[])`, [guesses.map((g) => g.id)]);
    expect(recorded.map((r) => r.id).sort()).toEqual([guesses[0]!.id, guesses[3]!.id].sort());
    expect(recorded[0]).toMatchObject({ params: { target: 50 }, outcome: { roll: 1 } });
  });

  it('locks the players\' pairs in key order: waiting for a lower key, it holds no higher one', async () => {
    // the higher key made first, so its pair comes first in the table: a statement that locked in table
    // order rather than key order would hold it while waiting
    let [hi, lo] = [await playerWithPair(), await playerWithPair()];
    while (hi! < lo!) [hi, lo] = [lo, await playerWithPair()];
    const [plo, phi] = [await pairOf(lo!), await pairOf(hi!)];
    const holder = await openSqlSession(t.h.infra.db!);
    const prober = await openSqlSession(t.h.infra.db!);
    try {
      await holder.exec('BEGIN');
      await holder.query(`SELECT 1 FROM "games"."seed_pairs" WHERE "activeUserId" = $1 FOR UPDATE`, [lo]);
      const statement = reserveNoncesRecording(sql(), [guess(hi!, phi, phi.nonce), guess(lo!, plo, plo.nonce)]);
      await new Promise((r) => setTimeout(r, 300)); // the statement is now waiting for lo's pair
      await expect(prober.query(`SELECT 1 FROM "games"."seed_pairs" WHERE "activeUserId" = $1 FOR UPDATE NOWAIT`, [hi])).resolves.toHaveLength(1);
      await holder.exec('COMMIT');
      expect((await statement).map((a) => a?.recorded?.nonce)).toEqual([phi.nonce, plo.nonce]);
    } finally {
      await holder.close();
      await prober.close();
    }
  });

  it('gives many players\' concurrent rounds consecutive nonces each, none skipped or reused, all recomputable', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => playerWithPair()));
    const before = new Map(await Promise.all(players.map(async (p) => [p, (await pairOf(p)).nonce] as const)));
    const answers = await Promise.all(
      players.flatMap((userId) =>
        Array.from({ length: 6 }, async () => {
          const r = await t.h.call<DiceAnswer>('POST', '/api/games/dice', userId, { betAmount: 1, prediction: 'under' });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          return { userId, ...r.body };
        }),
      ),
    );
    for (const userId of players) {
      const nonces = answers.filter((a) => a.userId === userId).map((a) => a.nonce).sort((x, y) => x - y);
      expect(nonces).toEqual(Array.from({ length: 6 }, (_, i) => before.get(userId)! + i));
      expect((await pairOf(userId)).nonce).toBe(before.get(userId)! + 6);
    }
    for (const userId of players) await t.h.call('POST', '/api/games/fairness/rotate', userId, {});
    for (const { roundId, userId } of answers) {
      const round = (await t.h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${roundId}`, userId)).body;
      expect(round.outcome).toMatchObject(recompute(round));
    }
  });
});

