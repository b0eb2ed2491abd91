import { useEffect, useState } from 'react';
import { maxWinExcess, reachAt, type PayoutReach } from '@app/contracts';
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

/**
 * The admin's limits of one round, from GET /api/games/house-edges (undefined until it answered), and the best
 * multiplier the bet as placed can reach, in hundredths as the server's paytable gives it (undefined where the
 * screen cannot know it before the round: then only the server checks the max win).
 */
export interface BetLimits {
  maxBet?: number;
  maxWin?: number;
  multiplier100?: number;
}

/** A bet the server can take: a whole number of points, at least 1, no more than the balance, the maximum bet, nor paying above the maximum win. */
export function isPlayableBet(amount: number, balance: number, limits?: number | BetLimits): boolean {
  return betProblem(amount, balance, limits) === null;
}

/** Spec section 5 (Roulette's words): the bet is more than the player has. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance for this bet';

/** The admin's limit of one round (setting games_max_bet), in the words shown next to a disabled button. */
export const aboveMaxBet = (maxBet: number) => `The maximum bet is ${formatPointsWithUnit(maxBet)} per round.`;

/**
 * Why a bet could pay more than the admin's maximum win of one round (setting games_max_win), in the words
 * the server refuses it with (contracts' maxWinExcess, there after 'betAmount: '), as a sentence; null when it could not.
 */
export function aboveMaxWin(amount: number, maxWin: number, multiplier100: number): string | null {
  return aboveMaxWinReach(reachAt(multiplier100), amount, maxWin);
}

/** The same for a bet whose best outcome is not one multiplier of its stake (several bets on one round: roulette, baccarat). */
export function aboveMaxWinReach(reach: PayoutReach, stake: number, maxWin: number): string | null {
  const excess = maxWinExcess(reach, stake, maxWin);
  return excess === null ? null : `${excess[0]!.toUpperCase()}${excess.slice(1)}.`;
}

/** The largest multiplier of a published table (decimals of hundredths, as GET tables give them), in hundredths. */
export function bestMultiplier100(multipliers: readonly number[] | undefined): number | undefined {
  return multipliers && multipliers.length > 0 ? Math.round(Math.max(...multipliers) * 100) : undefined;
}

/**
 * Why a bet cannot be played, in the words shown next to the disabled button, or null when it can:
 * not a whole number of at least 1, more than the balance, more than the maximum bet, or able to win more
 * than the maximum win (`limits`, from GET /api/games/house-edges: without them the server would refuse the
 * bet only after the click). A number for `limits` is the maximum bet alone.
 */
export function betProblem(amount: number, balance: number, limits?: number | BetLimits): string | null {
  const { maxBet, maxWin, multiplier100 } = typeof limits === 'number' ? { maxBet: limits } : (limits ?? {});
  if (!Number.isInteger(amount) || amount < 1) return 'Enter a whole number of points, at least 1.';
  if (amount > balance) return `${INSUFFICIENT_BALANCE}: you have ${formatPointsWithUnit(balance)}.`;
  if (maxBet !== undefined && amount > maxBet) return aboveMaxBet(maxBet);
  if (maxWin !== undefined && multiplier100 !== undefined) return aboveMaxWin(amount, maxWin, multiplier100);
  return null;
}

/** A bet as an action button names it ('1 point', '25 points'), or null when the box holds no playable number. */
export function stakeLabel(amount: number): string | null {
  return Number.isInteger(amount) && amount >= 1 ? formatPointsWithUnit(amount) : null;
}
