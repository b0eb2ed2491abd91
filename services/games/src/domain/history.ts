import type { ActivityType } from '@app/contracts';

export type Period = 'today' | 'week' | 'month' | 'all';

/** Start of a history period: today = since 00:00 UTC; week and month = the last 7 and 30 days. */
export function periodStart(period: Period | undefined, now: Date): Date | null {
  if (!period || period === 'all') return null;
  if (period === 'today') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = period === 'week' ? 7 : 30;
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * How the live feed shows a settled round: a blackjack natural as 'blackjack', more back than staked as a
 * win, exactly the stake back as a push, else a loss. Amount: what the round did to the balance, net: the
 * points won over the stake (win, blackjack), the points lost (loss: the stake less any partial return),
 * or for a push the stake that came back. The chat service's feed (domain/activity.ts) says the same.
 */
export function activityOf(round: { stake: number; payout: number; outcome: unknown }): { type: ActivityType; amount: number } {
  const net = round.payout - round.stake;
  if ((round.outcome as { result?: string } | null)?.result === 'blackjack') return { type: 'blackjack', amount: net };
  if (net > 0) return { type: 'win', amount: net };
  if (net === 0) return { type: 'push', amount: round.stake };
  return { type: 'loss', amount: -net };
}
