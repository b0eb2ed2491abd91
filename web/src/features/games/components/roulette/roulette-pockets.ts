/** American roulette pockets: 0–36 and 00, sent and answered as 37. */
export const DOUBLE_ZERO = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const pocketLabel = (n: number) => (n === DOUBLE_ZERO ? '00' : String(n));

export function pocketColor(n: number): 'red' | 'black' | 'green' {
  if (n === 0 || n === DOUBLE_ZERO) return 'green';
  return RED.has(n) ? 'red' : 'black';
}

/** The pockets around an American wheel, clockwise from 0. */
export const WHEEL_ORDER = [0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, DOUBLE_ZERO, 27, 10, 25, 29, 12, 8, 19, 31, 18, 6, 21, 33, 16, 4, 23, 35, 14, 2];
