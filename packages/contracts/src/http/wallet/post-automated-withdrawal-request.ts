import { z } from 'zod';
import { whenMissing } from '../when-missing.js';
import { ZWithdrawalAmount } from './withdrawal-amount.js';
import { ZWithdrawalEntry } from './withdrawal-entry.js';

const GAMEPASS_REQUIRED = 'Gamepass ID is required for Robux withdrawals';
const GAMEPASS_TOO_LONG_FOR_A_NUMBER = 'Gamepass ID is too long to send as a number: send it as a string of digits';
const ROBLOX_USERNAME = /^[A-Za-z0-9_]{3,20}$/;
export const ROBLOX_USERNAME_REQUIRED = 'Roblox username is required';
export const ROBLOX_USERNAME_INVALID = 'Roblox username must be 3 to 20 letters, digits or underscores';
const GAMEPASS_ID = /^\d{1,20}$/;
export const GAMEPASS_ID_INVALID = 'Gamepass ID must be a number';

/**
 * What is wrong with the Roblox username and gamepass id of a Robux withdrawal, in the words the wallet
 * answers with, or null when both are acceptable: the withdraw form shows it under the field and keeps
 * submit disabled, instead of letting the player send what the wallet refuses.
 */
export function robloxUsernameProblem(username: string): string | null {
  const value = username.trim();
  if (!value) return ROBLOX_USERNAME_REQUIRED;
  return ROBLOX_USERNAME.test(value) ? null : ROBLOX_USERNAME_INVALID;
}

export function gamepassIdProblem(gamepassId: string): string | null {
  const value = gamepassId.trim();
  if (!value) return GAMEPASS_REQUIRED;
  return GAMEPASS_ID.test(value) ? null : GAMEPASS_ID_INVALID;
}

/**
 * Roblox keeps 30% of a gamepass sale: to receive `amount` Robux the player prices it ceil(amount / 0.7),
 * in integers (350 / 0.7 is 500.00000000000006 in floating point). The wallet buys at exactly this price;
 * the withdraw page tells the player to set it.
 */
export function gamepassPriceFor(amount: number): number {
  return Math.ceil((amount * 10) / 7);
}

/**
 * POST /api/automated-withdrawal/request: a Robux withdrawal (1 point = 1 Robux). The player creates a
 * gamepass priced ceil(amount / 0.7) Robux (Roblox keeps 30%) and gives its id; the wallet buys it
 * from the payout account. `usdValue` is accepted as the spec's client sends it (the amount as text)
 * and otherwise ignored: the wallet computes it. The minimum (setting withdrawal_min_robux, 5 by default:
 * 'Minimum withdrawal is 5 points') and the daily limit are checked by the wallet, which reads them live.
 */
export const ZPostAutomatedWithdrawalRequest = z.object({
  type: z.literal('robux', { error: whenMissing('Withdrawal type is required') }),
  amount: ZWithdrawalAmount,
  usdValue: z.union([z.string(), z.number()], { error: whenMissing('USD value is required') }),
  details: z.object(
    {
      username: z.string({ error: whenMissing(ROBLOX_USERNAME_REQUIRED) }).trim().regex(ROBLOX_USERNAME, ROBLOX_USERNAME_INVALID),
      gamepassId: z.preprocess(
        (v, ctx) => {
          if (typeof v !== 'number') return v;
          // JSON.parse already rounded an integer past 2^53 (12345678901234567890 became …567000):
          // storing its text would keep another id, so ask for the digits as text instead
          if (Number.isInteger(v) && !Number.isSafeInteger(v)) {
            ctx.addIssue({ code: 'custom', message: GAMEPASS_TOO_LONG_FOR_A_NUMBER });
            return z.NEVER;
          }
          return String(v);
        },
        z.string({ error: whenMissing(GAMEPASS_REQUIRED) }).trim().min(1, GAMEPASS_REQUIRED).regex(GAMEPASS_ID, GAMEPASS_ID_INVALID),
      ),
    },
    { error: whenMissing(GAMEPASS_REQUIRED) },
  ),
});
export type PostAutomatedWithdrawalRequest = z.input<typeof ZPostAutomatedWithdrawalRequest>;

/**
 * The withdrawal as it stands when the answer is sent: `completed` when the payout account bought the
 * gamepass, `pending` when it waits for an admin (no payout account configured) or for the purchase
 * queue. A purchase that fails answers an error (the points are back) and the history keeps the
 * failed entry with its errorMessage.
 */
export const ZPostAutomatedWithdrawalResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal: ZWithdrawalEntry,
});
export type PostAutomatedWithdrawalResponse = z.infer<typeof ZPostAutomatedWithdrawalResponse>;
