import { z } from 'zod';
import { groupDigits } from '../../max-win.js';
import { whenMissing } from '../when-missing.js';

/** The most points one withdrawal may ask for (the daily limit, a setting, is usually far lower). */
export const WITHDRAWAL_AMOUNT_MAX = 1_000_000_000;

export const WITHDRAWAL_AMOUNT_NOT_WHOLE = 'Amount must be a whole number of points';
export const WITHDRAWAL_AMOUNT_TOO_LARGE = `Amount must be at most ${groupDigits(WITHDRAWAL_AMOUNT_MAX)} points`;

/**
 * The points of a withdrawal request, shared by both request calls. The ceiling is checked first and the
 * whole-number check names a number past 2^53 (1e20: whole, but beyond what zod takes for an integer) as
 * too large, so such an amount is not called a fraction. No floor here: zero and negative amounts are
 * below every method's minimum (a setting, at least 1), and the wallet refuses them with the spec's
 * 'Minimum withdrawal is N points' as it does any amount under it.
 */
export const ZWithdrawalAmount = z
  .number({ error: whenMissing('Amount is required') })
  .max(WITHDRAWAL_AMOUNT_MAX, WITHDRAWAL_AMOUNT_TOO_LARGE)
  .int({ error: (issue) => (issue.code === 'too_big' ? WITHDRAWAL_AMOUNT_TOO_LARGE : WITHDRAWAL_AMOUNT_NOT_WHOLE) });
