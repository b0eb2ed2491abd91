import type { WithdrawalEntry } from '@app/contracts';

/** Rejected and failed withdrawals give the held points back (design section 4): the player is told. */
export const POINTS_RETURNED = 'Points returned to your balance';

/**
 * What a row says under its reference about how the withdrawal ended: why it failed (the purchase's error,
 * else the admin's reason) or was rejected (the admin's note), and that the points came back.
 */
export function outcomeNotes(w: WithdrawalEntry): string[] {
  if (w.status === 'failed') return [w.errorMessage ?? w.adminNotes, POINTS_RETURNED].filter((n): n is string => !!n);
  if (w.status === 'rejected') return [w.adminNotes, POINTS_RETURNED].filter((n): n is string => !!n);
  return w.errorMessage ? [w.errorMessage] : [];
}
