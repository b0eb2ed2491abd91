import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The tables are what GET /api/games/{wheel/segments, keno/paytables, plinko/tables} publish; the verifier
// itself imports nothing from the service (it is the independent implementation under test).
import { KENO_BASE_EDGE, kenoPaytable, PAYTABLES } from '../../../services/games/src/domain/games/keno';
import { PLINKO_BASE_EDGE, PLINKO_TABLES, plinkoTable } from '../../../services/games/src/domain/games/plinko';
import { playWheel, publishedSegments } from '../../../services/games/src/domain/games/wheel';
import { hmacBlock, roundFloats, sha256Hex, toHex } from '../../src/features/fairness/verifier/hmac-floats';
import { recompute } from '../../src/features/fairness/verifier/recompute';
import { verifyStoredRound } from '../../src/features/fairness/verifier/compare';
import type { PublishedTables, Recomputed } from '../../src/features/fairness/verifier/types';

interface FloatVector {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  serverSeedHash: string;
  block0: string;
  block1: string;
  floats: number[];
}

interface GameVector {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  expected: Record<string, unknown>;
}

const knownAnswers = JSON.parse(readFileSync(new URL('../../../services/games/test/known-answers.json', import.meta.url), 'utf8')) as {
  algorithm: string;
  floats: FloatVector[];
  games: Record<string, GameVector[]>;
};

// "payouts for a 100-point stake" (known-answers.json)
const STAKE = 100;

const tables: PublishedTables = {
  wheel: publishedSegments(),
  keno: Object.entries(PAYTABLES).map(([picks, m100]) => ({ picks: Number(picks), baseMultipliers: m100.map((m) => m / 100), baseHouseEdge: KENO_BASE_EDGE })),
  plinko: Object.entries(PLINKO_TABLES).flatMap(([risk, byRows]) =>
    Object.entries(byRows).map(([rows, m100]) => ({ rows: Number(rows), risk, baseMultipliers: m100.map((m) => m / 100), baseHouseEdge: PLINKO_BASE_EDGE })),
  ),
};

/** The vector's stake-free params, with the 100-point stake in the shape the game reads it. */
function paramsOf(game: string, params: Record<string, unknown>): Record<string, unknown> {
  if (game === 'roulette' || game === 'baccarat') return params;
  return { betAmount: STAKE, ...params };
}

/** Reads an expected field from what the verifier computed. */
function actual(game: string, key: string, r: Recomputed): unknown {
  switch (key) {
    case 'payout':
      return r.payout;
    // dice vectors give the win multiplier whatever the roll; a round records 0 on a loss
    case 'multiplier100':
      return game === 'dice' ? r.outcome.winMultiplier100 : r.multiplier100;
    case 'crashPoint100':
      return Math.round((r.outcome.crashPoint as number) * 100);
    case 'cardsUsed': {
      // after a split, the player's cards are those of both hands
      const hands = r.outcome.hands as { cards: unknown[] }[] | undefined;
      const playerCards = hands ? hands.reduce((n, hand) => n + hand.cards.length, 0) : (r.outcome.playerCards as unknown[]).length;
      return playerCards + (r.outcome.dealerCards as unknown[]).length;
    }
    case 'hands':
      return (r.outcome.hands as { cards: unknown[]; doubled: boolean; result: string | null }[]).map(({ cards, doubled, result }) => ({ cards, doubled, result }));
    default:
      return r.outcome[key];
  }
}

describe('the browser fairness verifier reproduces every known answer of services/games/test/known-answers.json', () => {
  it('is written for the algorithm version of the vectors', () => {
    expect(knownAnswers.algorithm).toBe('v1');
  });

  describe.each(knownAnswers.floats.map((v) => [`${v.clientSeed}:${v.nonce}`, v] as const))('seed hash, HMAC blocks and floats of %s', (_name, vector) => {
    it('hashes the server seed text to the committed hash', async () => {
      expect(await sha256Hex(vector.serverSeed)).toBe(vector.serverSeedHash);
    });
    it('derives blocks 0 and 1 with HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor")', async () => {
      expect(toHex(await hmacBlock(vector, 0))).toBe(vector.block0);
      expect(toHex(await hmacBlock(vector, 1))).toBe(vector.block1);
    });
    it('turns them into the same floats, four bytes each', async () => {
      expect(await roundFloats(vector, vector.floats.length)).toEqual(vector.floats);
    });
  });

  const gameCases = Object.entries(knownAnswers.games).flatMap(([game, vectors]) => vectors.map((v, i) => [game, i, v] as const));

  it('has split blackjack vectors (split then stand, hit, double; split aces)', () => {
    const split = knownAnswers.games.blackjack!.filter((v) => (v.params.actions as string[])[0] === 'split');
    expect(split.map((v) => v.params.actions)).toEqual(expect.arrayContaining([['split'], expect.arrayContaining(['split', 'double']), expect.arrayContaining(['split', 'hit'])]));
  });

  it('has vectors for all ten games', () => {
    expect(new Set(gameCases.map(([game]) => game))).toEqual(new Set(['dice', 'roulette', 'crash', 'mines', 'slots', 'blackjack', 'wheel', 'keno', 'plinko', 'baccarat']));
  });

  it.each(gameCases)('%s vector %i: every expected field is recomputed identically', async (game, _i, vector) => {
    const r = await recompute({ game, serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce, params: paramsOf(game, vector.params) }, tables);
    for (const [key, expected] of Object.entries(vector.expected)) {
      expect(actual(game, key, r), `${game}.${key}`).toEqual(expected);
    }
  });
});

describe('keno and plinko rounds played at another house edge (recorded in the params; the published base tables scale)', () => {
  const atEdge = (game: 'keno' | 'plinko', v: GameVector, houseEdge: number) =>
    recompute({ game, serverSeed: v.serverSeed, clientSeed: v.clientSeed, nonce: v.nonce, params: { betAmount: STAKE, ...v.params, houseEdge } }, tables);

  it.each([0.01, 0.12, 0.2])('at an edge of %f the verifier pays what the game pays', async (houseEdge) => {
    for (const v of knownAnswers.games.keno!) {
      const r = await atEdge('keno', v, houseEdge);
      const paid = kenoPaytable((v.params.selectedNumbers as number[]).length, houseEdge)[r.outcome.matches as number]!;
      expect(r.multiplier100).toBe(paid);
      expect(r.payout).toBe(Math.floor((STAKE * paid) / 100));
    }
    for (const v of knownAnswers.games.plinko!) {
      const r = await atEdge('plinko', v, houseEdge);
      const paid = plinkoTable(v.params.risk as 'low' | 'medium' | 'high', v.params.rows as number, houseEdge)[r.outcome.slot as number]!;
      expect(r.multiplier100).toBe(paid);
      expect(r.payout).toBe(Math.floor((STAKE * paid) / 100));
    }
  });

  it.each([
    [0.01, 0.2],
    [0.2, 0.01],
    [0.12, 0.05],
  ])('a wheel round at an edge of %f lands where the game put it, with the segments published at %f', async (houseEdge, publishedAt) => {
    const seeds = { serverSeed: 'wheel-edge-server-seed', clientSeed: 'wheel-edge-client' };
    let moved = 0;
    for (let nonce = 0; nonce < 300; nonce++) {
      const r = await recompute({ game: 'wheel', ...seeds, nonce, params: { betAmount: STAKE, houseEdge } }, { wheel: publishedSegments(publishedAt) });
      const played = playWheel(await roundFloats({ ...seeds, nonce }, 1), { stake: STAKE, houseEdge });
      expect(r.outcome.segmentIndex, `nonce ${nonce}`).toBe(played.segmentIndex);
      expect(r.payout).toBe(played.payout);
      if (playWheel(await roundFloats({ ...seeds, nonce }, 1), { stake: STAKE, houseEdge: publishedAt }).segmentIndex !== played.segmentIndex) moved++;
    }
    // the two edges put a good part of these rounds on other segments: the check above is not idle
    expect(moved).toBeGreaterThan(30);
  });

  it('a round recorded before the edge was (no houseEdge in its params) is paid as the base table', async () => {
    const v = knownAnswers.games.keno!.find((k) => (k.expected.multiplier100 as number) > 0)!;
    const r = await recompute({ game: 'keno', serverSeed: v.serverSeed, clientSeed: v.clientSeed, nonce: v.nonce, params: { betAmount: STAKE, ...v.params } }, tables);
    expect(r.multiplier100).toBe(v.expected.multiplier100);
    expect((await atEdge('keno', v, 0.2)).multiplier100).toBeLessThan(v.expected.multiplier100 as number);
  });
});

describe('verifying a stored round', () => {
  const vector = knownAnswers.games.keno![0]!;
  const stored = {
    game: 'keno',
    serverSeedHash: '',
    serverSeed: vector.serverSeed,
    clientSeed: vector.clientSeed,
    nonce: vector.nonce,
    betAmount: STAKE,
    winAmount: vector.expected.payout as number,
    multiplier: ((vector.expected.multiplier100 as number) / 100).toFixed(2),
    params: { betAmount: STAKE, ...vector.params },
    outcome: { drawnNumbers: vector.expected.drawnNumbers, hits: vector.expected.hits, matches: vector.expected.matches },
  };

  it('reports a match when the stored outcome, payout and multiplier are what the seeds give', async () => {
    const verification = await verifyStoredRound({ ...stored, serverSeedHash: await sha256Hex(vector.serverSeed) }, tables);
    expect(verification.status).toBe('checked');
    expect(verification.status === 'checked' && verification.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('reports a mismatch when the server stored a different outcome', async () => {
    const tampered = { ...stored, serverSeedHash: await sha256Hex(vector.serverSeed), outcome: { ...stored.outcome, matches: 0 } };
    const verification = await verifyStoredRound(tampered, tables);
    expect(verification.status === 'checked' && verification.match).toBe(false);
  });

  it('reports a mismatch when the revealed seed is not the one committed to', async () => {
    const verification = await verifyStoredRound({ ...stored, serverSeedHash: 'f'.repeat(64) }, tables);
    expect(verification.status === 'checked' && verification.checks[0]!.ok).toBe(false);
  });

  it('does not verify a round whose server seed is still secret', async () => {
    expect(await verifyStoredRound({ ...stored, serverSeed: null }, tables)).toEqual({ status: 'unrevealed' });
  });
});
