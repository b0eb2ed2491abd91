import { groupDigits } from './max-win.js';

/**
 * An amount of points with its noun, as the server words it in messages: '1 point', '5 points', '1,000
 * points' (the sign dropped: the sentence says which way the points went).
 */
export function pointsWithUnit(points: number): string {
  const size = Math.abs(points);
  return `${groupDigits(size)} ${size === 1 ? 'point' : 'points'}`;
}
