import { z } from 'zod';
import { whenMissing } from '../when-missing.js';

export const ADJUST_POINTS_MAX = 1_000_000_000;
const shownMax = ADJUST_POINTS_MAX.toLocaleString('en-US');
/** What the API and the admin panel's dialog say about an amount out of range. */
export const ADJUST_POINTS_RANGE_MESSAGE = `Amount must be between -${shownMax} and ${shownMax}`;

/**
 * POST /api/admin/users/{id}/adjust-points: adds (amount > 0) or takes (amount < 0) points, as an
 * `admin_adjustment` ledger entry whose description carries the reason. Taking more than the balance
 * is refused (INSUFFICIENT_FUNDS).
 */
export const ZPostAdjustPointsRequest = z.object({
  amount: z
    .number({ error: 'Amount must be a whole number of points' })
    .int('Amount must be a whole number of points')
    .min(-ADJUST_POINTS_MAX, ADJUST_POINTS_RANGE_MESSAGE)
    .max(ADJUST_POINTS_MAX, ADJUST_POINTS_RANGE_MESSAGE)
    .refine((n) => n !== 0, 'Amount must not be 0'),
  reason: z.string({ error: whenMissing('A reason is required') }).trim().min(1, 'A reason is required').max(200, 'The reason is at most 200 characters'),
});
export type PostAdjustPointsRequest = z.infer<typeof ZPostAdjustPointsRequest>;

export const ZPostAdjustPointsResponse = z.object({
  /** the balance after the adjustment */
  balance: z.number().int(),
  actionId: z.string(),
});
export type PostAdjustPointsResponse = z.infer<typeof ZPostAdjustPointsResponse>;
