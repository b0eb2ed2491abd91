import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GetFairnessRoundResponse } from '@app/contracts';
import type { RawSql } from '@app/platform';
import { reserveNonceRecording, type NewRound } from '../../src/db/rounds.js';
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
