import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlackjackHand, BlackjackRound, GetFairnessRoundResponse, PostBlackjackResultResponse } from '@app/contracts';
import { cardIndexFromFloat } from '../../src/domain/fairness/cards.js';
import { FloatStream } from '../../src/domain/fairness/floats.js';
import { playerHands, replay, toBlackjackCard, type BlackjackAction } from '../../src/domain/games/blackjack.js';
import { startHarness, type Harness } from './support/harness.js';

const BET = 10;

/** Deals (standing on every other hand) until the first two cards are a pair of the same rank. */
async function pairHand(h: Harness, user: string): Promise<BlackjackRound> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const start = await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount: BET });
    if (start.status !== 200) throw new Error(`blackjack start: ${start.status} ${JSON.stringify(start.body)}`);
    const round = start.body;
    if (round.gameOver) continue;
    const [a, b] = round.playerCards;
    expect(round.canSplit).toBe(a!.rank === b!.rank);
    if (round.canSplit) return round;
    expect((await h.call('POST', '/api/games/blackjack/split', user, { roundId: round.roundId })).status).toBe(400);
    await h.call('POST', '/api/games/blackjack/stand', user, { roundId: round.roundId });
  }
  throw new Error('no pair in 400 hands');
}

/** What the hands pay: win 2x, push 1x, anything else nothing, each on its own stake (no 3:2 after a split). */
const paidFor = (hands: BlackjackHand[]) => hands.reduce((sum, hand) => sum + (hand.result === 'win' ? 2 * hand.betAmount : hand.result === 'push' ? hand.betAmount : 0), 0);

describe('blackjack split', () => {
  let h: Harness;
  const ledgerOf = (user: string) => h.sql<{ operationId: string; amount: number }>('SELECT "operationId", "amount" FROM "wallet"."ledger_entries" WHERE "userId" = $1 ORDER BY "seq"', [user]);

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes the second stake exactly once when split twice at the same moment; both hands are played and settle; the balance equals the ledger', async () => {
    const user = await h.player(100_000);
    const round = await pairHand(h, user);
    const afterStake = await h.balance(user);
    const both = await Promise.all([1, 2].map(() => h.call<BlackjackRound>('POST', '/api/games/blackjack/split', user, { roundId: round.roundId })));
    // one split is played; the other finds the round busy or moved on (409), or, if it came after the whole
    // split, a hand that is no longer a first pair (400)
    const [played, other] = both[0]!.status === 200 ? both : [both[1]!, both[0]!];
    expect(played!.status, JSON.stringify(both.map((b) => [b.status, b.body]))).toBe(200);
    expect([400, 409], JSON.stringify(other!.body)).toContain(other!.status);
    let last = played!.body;
    // split aces (or two 21s) end the round at once, paid at once (about one pair in thirteen is aces)
    expect(await h.balance(user)).toBe(afterStake - BET + (last.gameOver ? last.winnings : 0));
    expect(last.hands).toHaveLength(2);
    expect(last.hands.map((hand) => hand.cards[0])).toEqual(round.playerCards);
    expect(last.canSplit).toBe(false);
    expect((await h.call('POST', '/api/games/blackjack/split', user, { roundId: round.roundId })).status).toBeGreaterThanOrEqual(400);

    // the first hand doubles when it may (double after split), the second hits once, then stands
    let hitSecond = false;
    while (!last.gameOver) {
      expect(last.dealerHiddenCards).toBe(1);
      const action = last.activeHand === 0 ? (last.canDouble ? 'double' : 'stand') : hitSecond ? 'stand' : 'hit';
      if (last.activeHand === 1) hitSecond = true;
      const answer = await h.call<BlackjackRound>('POST', `/api/games/blackjack/${action}`, user, { roundId: round.roundId });
      expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
      last = answer.body;
    }
    expect(last.hands.every((hand) => hand.result !== null && hand.result !== 'blackjack')).toBe(true);
    const staked = last.hands.reduce((sum, hand) => sum + hand.betAmount, 0);
    expect(last.betAmount).toBe(staked);
    expect(last.winnings).toBe(paidFor(last.hands));
    expect(await h.balance(user)).toBe(afterStake + BET - staked + last.winnings);

    if (h.usesRealWallet) {
      // the ledger holds one stake per key of this round, and sums to the balance
      const entries = (await ledgerOf(user)).filter((e) => e.operationId.startsWith(round.roundId));
      expect(entries).toEqual([
        { operationId: `${round.roundId}:stake`, amount: -BET },
        { operationId: `${round.roundId}:split`, amount: -BET },
        ...(last.hands[0]!.doubled ? [{ operationId: `${round.roundId}:double`, amount: -BET }] : []),
        ...(last.winnings > 0 ? [{ operationId: `${round.roundId}:payout`, amount: last.winnings }] : []),
      ]);
      expect((await ledgerOf(user)).reduce((sum, e) => sum + e.amount, 0)).toBe(await h.balance(user));
    }
    const result = (await h.call<PostBlackjackResultResponse>('POST', '/api/games/blackjack/result', user, { roundId: round.roundId })).body;
    expect(result).toMatchObject({ gameOver: true, result: last.result, winnings: last.winnings });

    // the recorded round replays from the revealed seed to the same hands, dealer and payout
    await h.call('POST', '/api/games/fairness/rotate', user, {});
    const stored = (await h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${round.roundId}`, user)).body;
    const stream = new FloatStream({ serverSeed: stored.serverSeed!, clientSeed: stored.clientSeed, nonce: stored.nonce });
    const outcome = stored.outcome as { actions: BlackjackAction[]; hands: unknown };
    expect(outcome.actions[0]).toBe('split');
    const replayed = replay(outcome.actions, (i) => cardIndexFromFloat(stream.at(i)));
    expect(replayed.settlement?.hands).toEqual(last.hands.map((hand) => hand.result));
    expect(outcome.hands).toEqual(playerHands(replayed.state).map((hand, i) => ({ cards: hand.cards.map(toBlackjackCard), value: last.hands[i]!.value, doubled: hand.doubled, result: replayed.settlement!.hands![i] })));
    expect(stored.outcome).toMatchObject({ dealerCards: replayed.state.dealer.map(toBlackjackCard), result: last.result });
  });

  it('a split without the points for its stake is refused and the hand goes on unsplit', async () => {
    const user = await h.player(100_000);
    const round = await pairHand(h, user);
    const balance = await h.balance(user);
    await h.infra.bus.request('wallet.v1.debit', { userId: user, operationId: 'test-takedown-split', amount: balance - (BET - 1), reason: 'admin_adjustment' });
    const refused = await h.call<{ message: string }>('POST', '/api/games/blackjack/split', user, { roundId: round.roundId });
    expect([refused.status, refused.body.message]).toEqual([400, 'Insufficient points']);
    expect(await h.balance(user)).toBe(BET - 1);
    const active = (await h.call<{ round: BlackjackRound }>('GET', '/api/games/blackjack/active', user)).body.round;
    expect(active).toMatchObject({ roundId: round.roundId, canSplit: true, hands: [], playerCards: round.playerCards });
    const stood = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/stand', user, { roundId: round.roundId })).body;
    expect(stood).toMatchObject({ gameOver: true, hands: [], betAmount: BET });
    expect(await h.balance(user)).toBe(BET - 1 + stood.winnings);
  });

  it('a split round left untouched is stood on every hand by the timer', async () => {
    const user = await h.player(100_000);
    let round = await pairHand(h, user);
    // split aces (or two 21s) end at once: deal again until a split leaves a hand to play
    for (let attempt = 0; (await h.call<BlackjackRound>('POST', '/api/games/blackjack/split', user, { roundId: round.roundId })).body.gameOver; attempt++) {
      if (attempt === 10) throw new Error('ten splits in a row ended at once');
      round = await pairHand(h, user);
    }
    h.clock.advance(11 * 60_000);
    await h.games.timer.runOnce();
    const result = (await h.call<PostBlackjackResultResponse>('POST', '/api/games/blackjack/result', user, { roundId: round.roundId })).body;
    expect(result.gameOver).toBe(true);
    expect(result.newBalance).toBe(await h.balance(user));
    const stored = (await h.sql<{ outcome: { hands: BlackjackHand[]; actions: string[] } }>('SELECT "outcome" FROM "games"."rounds" WHERE "id" = $1', [round.roundId]))[0]!.outcome;
    expect(stored.hands.every((hand) => hand.result !== null)).toBe(true);
    expect(stored.actions.slice(1).every((a) => a === 'stand')).toBe(true);
  });
});
