import type { SlotSymbol } from '@app/contracts';

export const SYMBOL_FACE: Record<SlotSymbol, string> = { cherry: '🍒', lemon: '🍋', orange: '🍊', grapes: '🍇', bell: '🔔', star: '⭐', diamond: '💎' };

/** Three of a kind (spec section 9); any two alike pay 1.5x. */
export const TRIPLE_PAYS: readonly { symbol: SlotSymbol; multiplier: number }[] = [
  { symbol: 'diamond', multiplier: 50 },
  { symbol: 'star', multiplier: 15 },
  { symbol: 'bell', multiplier: 8 },
  { symbol: 'grapes', multiplier: 5 },
  { symbol: 'orange', multiplier: 4 },
  { symbol: 'lemon', multiplier: 3 },
  { symbol: 'cherry', multiplier: 2 },
];

const SYMBOLS = Object.keys(SYMBOL_FACE) as SlotSymbol[];

export const randomSymbol = (): SlotSymbol => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]!;
