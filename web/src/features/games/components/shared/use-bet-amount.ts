import { useEffect, useState } from 'react';
import { formatPointsWithUnit } from '@/lib/format';

export interface BetAmount {
  /** what the input shows */
  text: string;
  setText: (text: string) => void;
  /** the bet the game uses: always the number the input shows (NaN when it shows none) */
  amount: number;
  setAmount: (amount: number) => void;
  /** writes the clamped bet back into the input (on blur) */
  normalize: () => void;
}

// A number written out plainly: digits, with an optional sign and decimal part (so 0, -5 and 2.5 are read, and
// refused as bets by betProblem). Anything else Number() would take ('1e2', '0x10', 'Infinity') is no bet: the
// box would show a figure other than the one staked.
const PLAIN_NUMBER = /^-?\d*\.?\d+$/;

/** The number typed in a bet box, NaN when there is none or it is not written in plain digits ('1e2'). */
export function parseBet(text: string): number {
  const trimmed = text.trim();
  return PLAIN_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Spec section 5's clamp: a whole number of points, at least 1 (1 for anything that is not a number). */
export function clampBet(text: string): number {
  const parsed = parseBet(text);
  return Number.isFinite(parsed) ? Math.max(1, Math.floor(parsed)) : 1;
}

/**
 * A bet input's state. The bet is always what the box shows, so the action button never stakes a number
 * the player cannot see: 0, a fraction, a negative or an empty box is not a playable bet (the button is
 * disabled and betProblem() says why). 'clamp' (crash, mines, slots, blackjack, wheel, keno, plinko: spec
 * section 5) then writes the clamped bet, a whole number of at least 1, into the box when it loses focus;
 * 'free' (dice) keeps what was typed.
 */
export function useBetAmount(initial = 10, mode: 'clamp' | 'free' = 'clamp'): BetAmount {
  const [text, setText] = useState(String(initial));
  return {
    text,
    setText,
    amount: parseBet(text),
    setAmount: (value) => setText(String(value)),
    normalize: () => {
      if (mode === 'clamp') setText(String(clampBet(text)));
    },
  };
}

/**
 * While a round is open (`stake` not null), the bet box shows that round's stake: a round resumed after a
 * reload or from another tab was not staked with this screen's default, and the disabled box must not say so.
 */
export function useOpenRoundStake(bet: BetAmount, stake: number | null): void {
  const { setText } = bet;
  useEffect(() => {
    if (stake !== null) setText(String(stake));
  }, [stake, setText]);
}

/** A bet the server can take: a whole number of points, at least 1, no more than the balance nor the maximum bet. */
export function isPlayableBet(amount: number, balance: number, maxBet?: number): boolean {
  return betProblem(amount, balance, maxBet) === null;
}

/** Spec section 5 (Roulette's words): the bet is more than the player has. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance for this bet';

/** The admin's limit of one round (setting games_max_bet), in the words shown next to a disabled button. */
export const aboveMaxBet = (maxBet: number) => `The maximum bet is ${formatPointsWithUnit(maxBet)} per round.`;

/**
 * Why a bet cannot be played, in the words shown next to the disabled button, or null when it can:
 * not a whole number of at least 1, more than the balance, or more than the maximum bet (`maxBet`, from
 * GET /api/games/house-edges: without it the server would refuse the bet only after the click).
 */
export function betProblem(amount: number, balance: number, maxBet?: number): string | null {
  if (!Number.isInteger(amount) || amount < 1) return 'Enter a whole number of points, at least 1.';
  if (amount > balance) return `${INSUFFICIENT_BALANCE}: you have ${formatPointsWithUnit(balance)}.`;
  if (maxBet !== undefined && amount > maxBet) return aboveMaxBet(maxBet);
  return null;
}

/** A bet as an action button names it ('1 point', '25 points'), or null when the box holds no playable number. */
export function stakeLabel(amount: number): string | null {
  return Number.isInteger(amount) && amount >= 1 ? formatPointsWithUnit(amount) : null;
}
