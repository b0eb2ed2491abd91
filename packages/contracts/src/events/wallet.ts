import { z } from 'zod';

/**
 * One wallet operation changed a balance (committed). `reason` is the ledger entry type (signup_bonus,
 * game_win, daily_bonus, ...). `operationId` is the caller's key. `balance` is after the change.
 * An instant bet (wallet.v1.bet) has no such event: games.bet.settled announces it, with the balance.
 */
export const ZBalanceChanged = z.object({
  userId: z.string(),
  operationId: z.string(),
  reason: z.string(),
  delta: z.number().int(),
  balance: z.number().int(),
  /** the ledger entry's description, as the player's transaction list shows it (optional: older events lack it) */
  description: z.string().nullable().optional(),
  occurredAt: z.string(),
});

/** How an admin adjustment's ledger description starts; the admin's reason follows. */
export const ADMIN_ADJUSTMENT_PREFIX = 'Admin adjustment: ';

/**
 * A withdrawal request changed status (requested = pending, approved, rejected, completed, failed);
 * `amount` in points, `usdCents` its dollar value in cents (100 points = $1; the wallet always sends
 * it, optional only so that events of before it was added still parse).
 */
export const ZWithdrawalUpdated = z.object({
  withdrawalId: z.string(),
  userId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'completed', 'failed']),
  amount: z.number().int(),
  method: z.string(),
  usdCents: z.number().int().nonnegative().optional(),
  /** why it was rejected or failed, in words the player may read (an admin's note, a payout failure); added in place: optional, so older publishers and consumers still agree */
  reason: z.string().optional(),
});

/**
 * A player's level went up (levels come from the points they have wagered: see the wallet's
 * domain/levels.ts). Published once per level reached, from the settled round that crossed it.
 */
export const ZPlayerLeveledUp = z.object({
  userId: z.string(),
  level: z.number().int().min(2),
  occurredAt: z.string(),
});
