import { useState } from 'react';

export interface BetAmount {
  /** what the input shows */
  text: string;
  setText: (text: string) => void;
  /** the bet the game uses */
  amount: number;
  setAmount: (amount: number) => void;
  /** writes the bet used back into the input (on blur) */
  normalize: () => void;
}

/**
 * A bet input's state. 'clamp' (crash, mines, slots, blackjack, wheel, keno, plinko, baccarat: spec
 * section 5): the bet is a whole number of at least 1 whatever is typed. 'free' (dice): the typed number
 * as is, so 0, a fraction or too much disables the action instead.
 */
export function useBetAmount(initial = 10, mode: 'clamp' | 'free' = 'clamp'): BetAmount {
  const [text, setText] = useState(String(initial));
  const parsed = text.trim() === '' ? Number.NaN : Number(text);
  const amount = mode === 'clamp' ? (Number.isFinite(parsed) ? Math.max(1, Math.floor(parsed)) : 1) : Number.isFinite(parsed) ? parsed : 0;
  return {
    text,
    setText,
    amount,
    setAmount: (value) => setText(String(value)),
    normalize: () => {
      if (mode === 'clamp') setText(String(amount));
    },
  };
}

/** A bet the server can take: a whole number of points, at least 1, no more than the balance. */
export function isPlayableBet(amount: number, balance: number): boolean {
  return Number.isInteger(amount) && amount > 0 && amount <= balance;
}
