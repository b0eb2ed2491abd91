import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBlackjackRound, type BlackjackRound, type GetBlackjackActiveResponse } from '@app/contracts';
import { toBlackjackCard, type BlackjackState } from '../../src/domain/games/blackjack.js';
import { startHarness, type Harness } from './support/harness.js';

/** Deals until a hand is left to play (a natural on either side settles at once); returns the open round. */
async function openHand(h: Harness, user: string, betAmount = 10): Promise<BlackjackRound> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const start = await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount });
    if (start.status !== 200) throw new Error(`blackjack start: ${start.status} ${JSON.stringify(start.body)}`);
    if (!start.body.gameOver) return start.body;
  }
  throw new Error('20 naturals in a row');
}

describe('GET /api/games/blackjack/active: an open hand can be resumed', () => {
  let h: Harness;
  const active = async (user: string) => (await h.call<GetBlackjackActiveResponse>('GET', '/api/games/blackjack/active', user)).body.round;
  const stateOf = async (roundId: string) => (await h.sql<{ state: BlackjackState }>('SELECT state FROM games.rounds WHERE id = $1', [roundId]))[0]!.state;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the open hand as the player saw it, without the hole card or any later card; null once it is over', async () => {
    const user = await h.player(1000);
    expect(await active(user)).toBeNull();
    const start = await openHand(h, user);
    const shown = await active(user);
    expect(shown).toEqual({ ...start, balance: null });
    // exactly the round's public fields: no deck, no next index, no hidden state
    expect(Object.keys(shown!).sort()).toEqual(Object.keys(ZBlackjackRound.shape).sort());
    const state = await stateOf(start.roundId);
    expect(shown).toMatchObject({ dealerCards: [toBlackjackCard(state.dealer[0]!)], dealerHiddenCards: 1, gameOver: false, result: null, winnings: 0 });
    expect(shown!.playerCards).toEqual(state.player.map(toBlackjackCard));

    // a hit that does not end the hand is what the next reload shows
    const hit = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/hit', user, { roundId: start.roundId })).body;
    if (!hit.gameOver) {
      expect(await active(user)).toEqual({ ...hit, balance: null });
      await h.call('POST', '/api/games/blackjack/stand', user, { roundId: start.roundId });
    }
    expect(await active(user)).toBeNull();
  });

  it('reports the bet dealt (baseBet) beside the total in play: a double doubles the total, not the base bet, and a reload shows both', async () => {
    const bet = 25;
    const user = await h.player(100_000);
    const act = async (action: string, roundId: string) => {
      const answer = await h.call<BlackjackRound>('POST', `/api/games/blackjack/${action}`, user, { roundId });
      expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body;
    };

    // a hand not split: the double ends it, so its answer is where both amounts show
    const plain = await openHand(h, user, bet);
    expect(plain).toMatchObject({ baseBet: bet, betAmount: bet });
    expect(await active(user)).toMatchObject({ roundId: plain.roundId, baseBet: bet, betAmount: bet });
    expect(await act('double', plain.roundId)).toMatchObject({ gameOver: true, doubled: true, baseBet: bet, betAmount: 2 * bet });

    // a split whose first hand doubles leaves the second hand to play: the round a reload resumes after a double
    for (let attempt = 0; attempt < 600; attempt++) {
      const round = await openHand(h, user, bet);
      let last = round.canSplit ? await act('split', round.roundId) : round;
      if (round.canSplit && !last.gameOver && last.activeHand === 0 && last.canDouble) {
        last = await act('double', round.roundId);
        if (!last.gameOver) {
          expect(last).toMatchObject({ baseBet: bet, betAmount: 3 * bet, activeHand: 1 });
          expect(last.hands.map((hand) => [hand.betAmount, hand.doubled])).toEqual([
            [2 * bet, true],
            [bet, false],
          ]);
          const resumed = await active(user);
          expect(resumed).toEqual({ ...last, balance: null });
          expect(resumed).toMatchObject({ baseBet: bet, betAmount: 3 * bet });
          await act('stand', round.roundId);
          return;
        }
      }
      while (!last.gameOver) last = await act('stand', round.roundId);
    }
    throw new Error('no split hand left open after a double in 600 deals');
  });

  it("never shows another player's round", async () => {
    const owner = await h.player(1000);
    const other = await h.player(1000);
    const owners = await openHand(h, owner);
    expect(await active(other)).toBeNull();
    const others = await openHand(h, other);
    expect((await active(other))?.roundId).toBe(others.roundId);
    expect((await active(owner))?.roundId).toBe(owners.roundId);
    expect((await h.call('GET', '/api/games/blackjack/active', null)).status).toBe(401);
  });

  it('a hand whose double is still being paid for cannot be doubled again; one whose stake is not taken is not shown', async () => {
    const user = await h.player(1000);
    const start = await openHand(h, user);
    await h.sql("UPDATE games.rounds SET status = 'doubling' WHERE id = $1", [start.roundId]);
    expect(await active(user)).toMatchObject({ roundId: start.roundId, canDouble: false, dealerHiddenCards: 1 });
    expect((await h.call('POST', '/api/games/blackjack/hit', user, { roundId: start.roundId })).status).toBe(409);
    await h.sql("UPDATE games.rounds SET status = 'starting' WHERE id = $1", [start.roundId]);
    expect(await active(user)).toBeNull();
    await h.sql("UPDATE games.rounds SET status = 'open' WHERE id = $1", [start.roundId]);
    expect((await h.call<BlackjackRound>('POST', '/api/games/blackjack/stand', user, { roundId: start.roundId })).body.gameOver).toBe(true);
    expect(await active(user)).toBeNull();
  });
});
