import type { AdminWithdrawal, WithdrawalDecision } from '@app/contracts';

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
