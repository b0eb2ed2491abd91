import { baccaratPayout, type BaccaratBets, type BaccaratSide, type Card } from '@app/contracts';
import { cardIndexFromFloat, rankOf, toCard, type Rank } from '../fairness/cards.js';

/**
 * Punto banco from an infinite deck (each card drawn independently, one float each: card i =
 * floor(float_i × 52)). Cards are dealt player, banker, player, banker, then the player's third card (if
 * any) from the next float, then the banker's third card (if any) from the next one. Standard tableau.
 * The paytable is contracts' baccarat-paytable.ts.
 */
export const BACCARAT_FLOATS = 6;

export function baccaratValue(rank: Rank): number {
  if (rank === 'A') return 1;
  if (rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

export function handTotal(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) % 10;
}

/** The banker's third-card rule, given the banker's two-card total and the player's third card value (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays a coup from card values in deal order (the next value is taken only when a third card is drawn). */
export function dealCoup(nextValue: () => number): { player: number[]; banker: number[]; winner: BaccaratSide } {
  const player = [nextValue()];
  const banker = [nextValue()];
  player.push(nextValue());
  banker.push(nextValue());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (handTotal(player) <= 5) {
      playerThird = nextValue();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(nextValue());
  }
  const p = handTotal(player);
  const b = handTotal(banker);
  return { player, banker, winner: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}

export interface BaccaratOutcome {
  playerCards: Card[];
  bankerCards: Card[];
  playerValue: number;
  bankerValue: number;
  winner: BaccaratSide;
  totalBet: number;
  payout: number;
}

export function playBaccarat(floats: readonly number[], bets: BaccaratBets): BaccaratOutcome {
  const cards: number[] = [];
  let next = 0;
  const coup = dealCoup(() => {
    const index = cardIndexFromFloat(floats[next++]!);
    cards.push(index);
    return baccaratValue(rankOf(index));
  });
  // cards were drawn in deal order: P, B, P, B, then player third, then banker third
  const playerIdx = [cards[0]!, cards[2]!];
  const bankerIdx = [cards[1]!, cards[3]!];
  let i = 4;
  if (coup.player.length === 3) playerIdx.push(cards[i++]!);
  if (coup.banker.length === 3) bankerIdx.push(cards[i++]!);
  const toBaccaratCard = (index: number) => toCard(index, baccaratValue);
  return {
    playerCards: playerIdx.map(toBaccaratCard),
    bankerCards: bankerIdx.map(toBaccaratCard),
    playerValue: handTotal(coup.player),
    bankerValue: handTotal(coup.banker),
    winner: coup.winner,
    totalBet: (bets.player ?? 0) + (bets.banker ?? 0) + (bets.tie ?? 0),
    payout: baccaratPayout(bets, coup.winner),
  };
}

export const BACCARAT_RESULT_CODE: Record<BaccaratSide, number> = { player: 0, banker: 1, tie: 2 };
