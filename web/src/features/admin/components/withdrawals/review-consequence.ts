import { gamepassPriceFor, type AdminWithdrawal, type WithdrawalDecision } from '@app/contracts';
import { formatCount, formatPoints, formatUsd } from '@/lib/format';
import { methodLabel } from './withdrawal-details';

/** Approving this one buys the gamepass at once, with the payout account's Robux: nobody pays it by hand. */
export function isAutomaticRobux(withdrawal: AdminWithdrawal): boolean {
  return withdrawal.method === 'robux' && withdrawal.payoutMode === 'automatic';
}

/**
 * What a decision on a pending withdrawal sets off, told before the admin confirms it: approving an
 * automatic Robux withdrawal spends real Robux, and a rejection refunds and cannot be taken back.
 */
export function reviewConsequence(withdrawal: AdminWithdrawal, decision: WithdrawalDecision): string {
  if (decision === 'rejected') return 'The points go back to the player. A rejection is final.';
  if (isAutomaticRobux(withdrawal)) return 'The Robux will be bought now from the payout account.';
  if (withdrawal.method === 'robux') return "Nothing is paid yet: you buy the player's gamepass by hand at the price shown, then mark it paid.";
  return 'Nothing is paid yet: you send the payment by hand, then mark it paid.';
}

/**
 * What Mark Paid asks the admin to confirm they did: sent the dollars, or, for Robux, bought the player's
 * gamepass at the price that leaves them the amount after Roblox's 30% (no dollars change hands).
 */
export function paidConfirmation(withdrawal: AdminWithdrawal): string {
  const player = withdrawal.username ?? withdrawal.userId;
  if (withdrawal.method === 'robux') {
    const gamepassId = withdrawal.details?.gamepassId;
    const gamepass = typeof gamepassId === 'string' || typeof gamepassId === 'number' ? `gamepass ${gamepassId}` : 'gamepass';
    return `Confirm that you bought ${player}'s ${gamepass} for ${formatCount(gamepassPriceFor(withdrawal.amount))} Robux, so that they receive ${formatCount(withdrawal.amount)} Robux. The withdrawal becomes completed.`;
  }
  return `Confirm that ${formatUsd(withdrawal.usdValue)} (${formatPoints(withdrawal.amount)} points) was sent to ${player} by ${methodLabel(withdrawal.method)}. The withdrawal becomes completed.`;
}
