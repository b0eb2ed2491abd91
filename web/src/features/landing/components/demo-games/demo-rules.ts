/**
 * The landing page's demo games keep the spec's demo formulas (design section 5): they run entirely in the
 * browser on virtual points, so Math.random is fine here and nothing is sent to the server.
 */
export const DEMO_START_BALANCE = 1000;
export const DEMO_DEFAULT_BET = 10;

/** Dice: 1.8x on over / under 3.5. */
export const DEMO_DICE_MULTIPLIER = 1.8;
export const rollDie = () => 1 + Math.floor(Math.random() * 6);
export const diceWins = (face: number, prediction: 'over' | 'under') => (prediction === 'over' ? face > 3.5 : face < 3.5);

/** Crash: the multiplier rises 0.5 per second from 1.00; the crash point is at least 1.01 (4% edge: P(≥ m) = 0.96 / m). */
export const DEMO_CRASH_GROWTH_PER_SECOND = 0.5;
export function demoCrashPoint(random = Math.random()): number {
  return Math.max(1.01, Math.floor(96 / (1 - random)) / 100);
}

/** Mines: 25 tiles, 1, 3, 5 or 10 mines; each safe tile adds 0.2 × (mines / 3) to the multiplier. */
export const DEMO_MINE_COUNTS = [1, 3, 5, 10] as const;
export const demoMinesStep = (mines: number) => 0.2 * (mines / 3);
export function placeDemoMines(count: number): number[] {
  const tiles = Array.from({ length: 25 }, (_, i) => i);
  const mines: number[] = [];
  while (mines.length < count) mines.push(tiles.splice(Math.floor(Math.random() * tiles.length), 1)[0]!);
  return mines;
}

/** A demo bet is a whole number of points, at least 1 and at most the demo balance, or the start button is disabled. */
export const isDemoBetValid = (bet: number, balance: number) => Number.isInteger(bet) && bet >= 1 && bet <= balance;

/**
 * What a demo round pays: whole points, as the real games pay (floor of bet × multiplier, the multiplier
 * taken in hundredths so 10 × 1.2 is 12, not 11.99…); the cash-out button and the result say the same.
 */
export const demoPayout = (bet: number, multiplier: number) => Math.floor((bet * Math.round(multiplier * 100)) / 100);
