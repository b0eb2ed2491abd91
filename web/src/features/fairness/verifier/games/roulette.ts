import { VerifierInputError, type Params } from '../params';
import type { GameVerifier } from '../types';

/** American roulette: pocket = floor(float₀ × 38), 37 standing for 00; a winning bet returns amount × 36 / numbers covered. */
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const oneTo36 = Array.from({ length: 36 }, (_, i) => i + 1);
const OUTSIDE: Record<string, number[]> = {
  red: RED,
  black: oneTo36.filter((n) => !RED.includes(n)),
  even: oneTo36.filter((n) => n % 2 === 0),
  odd: oneTo36.filter((n) => n % 2 === 1),
  low: oneTo36.filter((n) => n <= 18),
  high: oneTo36.filter((n) => n >= 19),
};

export function rouletteColor(pocket: number): 'red' | 'black' | 'green' {
  if (pocket === 0 || pocket === 37) return 'green';
  return RED.includes(pocket) ? 'red' : 'black';
}

interface Bet {
  type: string;
  numbers: number[];
  amount: number;
}

function betsOf(params: Params): Bet[] {
  const raw = params.bets;
  if (!Array.isArray(raw) || raw.length === 0) throw new VerifierInputError('bets must be a list of {type, numbers, amount}');
  return raw.map((b: unknown, i) => {
    const bet = b as Partial<Bet> | null;
    if (!bet || typeof bet.type !== 'string' || typeof bet.amount !== 'number') throw new VerifierInputError(`bets.${i} needs a type and an amount`);
    const numbers = OUTSIDE[bet.type] ?? (Array.isArray(bet.numbers) ? bet.numbers : []);
    if (numbers.length === 0) throw new VerifierInputError(`bets.${i}.numbers: the pockets the ${bet.type} bet covers`);
    return { type: bet.type, numbers, amount: bet.amount };
  });
}

export const rouletteVerifier: GameVerifier = {
  floatsNeeded: () => 1,
  compute: (floats, params) => {
    const bets = betsOf(params);
    const winningNumber = Math.floor(floats[0]! * 38);
    const stake = bets.reduce((s, b) => s + b.amount, 0);
    const totalWin = bets.reduce((s, b) => s + (b.numbers.includes(winningNumber) ? (b.amount * 36) / b.numbers.length : 0), 0);
    const winningColor = rouletteColor(winningNumber);
    return {
      outcome: { winningNumber, winningColor, totalWin },
      stake,
      payout: totalWin,
      multiplier100: stake > 0 ? Math.floor((totalWin * 100) / stake) : 0,
      summary: `Ball landed on ${winningNumber === 37 ? '00' : winningNumber} (${winningColor})`,
    };
  },
};
