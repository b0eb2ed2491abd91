/** 100 points = $1 everywhere (design section 7). */
export const POINTS_PER_DOLLAR = 100;

const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('en-US');

export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

export function formatUsd(dollars: number): string {
  return usdFormat.format(dollars);
}

/** The approximate dollar value of a points balance, e.g. 1234 -> "$12.34". */
export function pointsToUsd(points: number): string {
  return formatUsd(points / POINTS_PER_DOLLAR);
}

/** Amounts the server keeps in cents (public stats' totalPaidOut). */
export function centsToUsd(cents: number): string {
  return formatUsd(cents / 100);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/**
 * A count and its noun, singular for exactly 1: (1, 'point') → '1 point', (1000, 'point') → '1,000 points',
 * (2, 'match', 'matches') → '2 matches'. Whole counts are written as formatCount writes them.
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
}

/** An amount of points with its noun: '1 point', '25 points', '1,000 points'. */
export function formatPointsWithUnit(points: number): string {
  return `${formatPoints(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}
