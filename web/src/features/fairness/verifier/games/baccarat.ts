import { cardFromFloat, type CardRank, type VerifierCard } from '../draws';
import { num, VerifierInputError, type Params } from '../params';
import type { GameVerifier } from '../types';

/**
 * Punto banco from an infinite deck, one float per card in the order drawn: player, banker, player, banker,
 * then the player's third card if any, then the banker's third card if any (standard tableau).
 * Pays: player 0.95:1, banker 0.90:1, tie 9:1 (player and banker bets returned on a tie).
 */
type Side = 'player' | 'banker' | 'tie';
const valueOf = (rank: CardRank) => (rank === 'A' ? 1 : rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K' ? 0 : Number(rank));
const total = (cards: readonly VerifierCard[]) => cards.reduce((s, c) => s + c.value, 0) % 10;

function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

function betsOf(params: Params): Record<Side, number> {
  const raw = params.bets;
  if (!raw || typeof raw !== 'object') throw new VerifierInputError('bets must be {player, banker, tie}');
  const bets = raw as Params;
  return { player: num(bets, 'player', 0), banker: num(bets, 'banker', 0), tie: num(bets, 'tie', 0) };
}

export const baccaratVerifier: GameVerifier = {
  floatsNeeded: () => 6,
  compute: (floats, params) => {
    const bets = betsOf(params);
    let next = 0;
    const draw = () => cardFromFloat(floats[next++]!, valueOf);
    const p1 = draw();
    const b1 = draw();
    const p2 = draw();
    const b2 = draw();
    const player = [p1, p2];
    const banker = [b1, b2];
    if (total(player) < 8 && total(banker) < 8) {
      let playerThird: number | null = null;
      if (total(player) <= 5) {
        const card = draw();
        player.push(card);
        playerThird = card.value;
      }
      if (bankerDraws(total(banker), playerThird)) banker.push(draw());
    }
    const p = total(player);
    const b = total(banker);
    const winner: Side = p > b ? 'player' : b > p ? 'banker' : 'tie';
    const stake = bets.player + bets.banker + bets.tie;
    // player 0.95:1, banker 0.90:1, tie 9:1 (hundredths of the amount, stake included), player and banker returned on a tie
    const payout = winner === 'tie' ? bets.player + bets.banker + bets.tie * 10 : winner === 'player' ? Math.floor((bets.player * 195) / 100) : Math.floor((bets.banker * 190) / 100);
    return {
      outcome: { playerCards: player, bankerCards: banker, playerValue: p, bankerValue: b, winner },
      stake,
      payout,
      multiplier100: stake > 0 ? Math.floor((payout * 100) / stake) : 0,
      summary: `Player ${p}, banker ${b}: ${winner === 'tie' ? 'a tie' : `${winner} wins`}`,
    };
  },
};
