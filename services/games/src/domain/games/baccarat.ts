import type { Card } from '@app/contracts';
import { cardIndexFromFloat, rankOf, toCard, type Rank } from '../fairness/cards.js';
import { floorDiv } from '../money.js';

/**
 * Punto banco from an infinite deck (each card drawn independently, one float each: card i =
 * floor(float_i × 52)). Cards are dealt player, banker, player, banker, then the player's third card (if
 * any) from the next float, then the banker's third card (if any) from the next one. Standard tableau.
 * The paytable is the design's (RTP about 0.95–0.97, not the land casino's 0.986–0.989): see BACCARAT_PAYS100.
 */
export const BACCARAT_FLOATS = 6;
export type BaccaratSide = 'player' | 'banker' | 'tie';

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

/**
 * What a winning bet returns, in hundredths of the amount (stake included): player 0.95:1, banker 0.90:1,
 * tie 9:1. On a tie, player and banker bets are returned. RTP: player 0.9654, banker 0.9664, tie 0.9543.
 */
export const BACCARAT_PAYS100: Record<BaccaratSide, number> = { player: 195, banker: 190, tie: 1000 };

export interface BaccaratBets {
  player?: number | undefined;
  banker?: number | undefined;
  tie?: number | undefined;
}

/** Points paid back for the bets given the winner. */
export function baccaratPayout(bets: BaccaratBets, winner: BaccaratSide): number {
  const player = bets.player ?? 0;
  const banker = bets.banker ?? 0;
  const tie = bets.tie ?? 0;
  if (winner === 'tie') return player + banker + floorDiv(tie * BACCARAT_PAYS100.tie, 100);
  if (winner === 'player') return floorDiv(player * BACCARAT_PAYS100.player, 100);
  return floorDiv(banker * BACCARAT_PAYS100.banker, 100);
}

/** The most these bets can pay together, in points: the payout of the winner that pays them best. */
export function baccaratMaxPayout(bets: BaccaratBets): number {
  return Math.max(baccaratPayout(bets, 'player'), baccaratPayout(bets, 'banker'), baccaratPayout(bets, 'tie'));
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
