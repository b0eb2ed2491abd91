import { formatPoints } from './notices.js';

/**
 * How a rain's pot is shared. Each participant gets the same whole number of points,
 * share = floor(amount / participants). The remainder, amount − share × participants, is NOT paid:
 * it stays with the house (points are integers; paying it to someone would make the split unequal).
 * With no participants nothing is paid; with more participants than points the share is 0.
 */
export interface PotSplit {
  share: number;
  /** share × participants: what the wallet credits in total */
  paidOut: number;
  /** amount − paidOut: kept by the house */
  remainder: number;
}

export function splitPot(amount: number, participants: number): PotSplit {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer, got ${amount}`);
  if (!Number.isInteger(participants) || participants < 0) throw new RangeError(`participants must be a non-negative integer, got ${participants}`);
  if (participants === 0) return { share: 0, paidOut: 0, remainder: amount };
  const share = Math.floor(amount / participants);
  const paidOut = share * participants;
  return { share, paidOut, remainder: amount - paidOut };
}

/** The wallet idempotency key of one participant's share: crediting it twice is a no-op. */
export function rainShareOperationId(rainId: string, userId: string): string {
  return `rain:${rainId}:${userId}`;
}

/** Username the server writes its chat lines (rain announcements) under. */
export const SYSTEM_USERNAME = 'System';

/** Who started a rain that no admin started. */
export const SYSTEM_RAIN_STARTER = 'system';

export function defaultRainMessage(amount: number, durationMs: number): string {
  return `It's raining ${formatPoints(amount)} points! Join within ${Math.round(durationMs / 1000)} seconds to get a share.`;
}

export function rainStartLine(amount: number, message: string): string {
  return `Rain started: ${formatPoints(amount)} points. ${message}`;
}

/** Points written as the rain banner and the rain notification write them (1,000), in every rain line. */
export function rainEndLine(amount: number, participants: number, share: number): string {
  const pot = `The rain of ${formatPoints(amount)} points ended`;
  if (participants === 0) return `${pot}: nobody joined.`;
  if (participants === 1) return `${pot}: 1 player received ${formatPoints(share)} points.`;
  return `${pot}: ${formatPoints(participants)} players received ${formatPoints(share)} points each.`;
}
