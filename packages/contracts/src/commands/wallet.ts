import { z } from 'zod';

/** Bounded so that no amount can overflow a balance column (32-bit integer). */
const ZPoints = z.number().int().nonnegative().max(1_000_000_000);
const ZUserId = z.string().min(1).max(100);

/**
 * The type of a ledger entry (what the player's transaction history shows). Game rounds are two entries:
 * `game_stake` (negative) and `game_win` (positive, only when something is paid). `offer_reversal` is the
 * one movement that may take a balance below zero (recorded as debt, which blocks spending).
 */
export const ZLedgerEntryType = z.enum([
  'signup_bonus',
  'game_stake',
  'game_win',
  'daily_bonus',
  'challenge_reward',
  'referral',
  'offer',
  'offer_reversal',
  'withdrawal_hold',
  'withdrawal_refund',
  'rain',
  'admin_adjustment',
]);
export type LedgerEntryType = z.infer<typeof ZLedgerEntryType>;

export const ZAccount = z.object({
  userId: z.string(),
  /** the balance; below zero only while an offer reversal's shortfall is unpaid (nothing can be spent then) */
  points: z.number().int(),
  /** non-game earnings: signup bonus, offers (net of reversals), daily bonus, challenges, referrals, rain */
  totalEarned: z.number().int(),
  /** points withdrawn (completed or held); the web shows dollars as points / 100 */
  totalWithdrawn: z.number().int(),
  /** consecutive UTC days with a claimed daily bonus (0 when the last claim is older than yesterday) */
  dailyStreak: z.number().int(),
  lastDailyBonus: z.string().nullable(),
  /** from the points wagered (the wallet's domain/levels.ts); 1 for a player who has not played */
  level: z.number().int().min(1),
});
export type Account = z.infer<typeof ZAccount>;

export const walletAccountGet = {
  request: z.object({ userId: ZUserId }),
  response: ZAccount,
};

/** The most accounts one wallet.v1.accounts.get asks for (a page of the admin's user list is 20). */
export const MAX_ACCOUNTS_PER_REQUEST = 100;

/** Several accounts in one request (a page of users): the ones that exist, in no particular order. */
export const walletAccountsGet = {
  request: z.object({ userIds: z.array(ZUserId).min(1).max(MAX_ACCOUNTS_PER_REQUEST) }),
  response: z.object({ accounts: z.array(ZAccount) }),
};

/**
 * One instant game round: take the stake if the balance covers it and add the payout, in one transaction.
 * Idempotent on (userId, betId): a repeat returns the first answer; the same betId with another body is IDEMPOTENCY_MISMATCH.
 */
export const walletBet = {
  request: z.object({
    userId: ZUserId,
    betId: z.string().min(1).max(100),
    /** game type (dice, roulette, ...): the ledger reads "Dice bet" -stake, "Dice win" +payout */
    game: z.string().min(1).max(40),
    stake: ZPoints.min(1),
    payout: ZPoints,
  }),
  response: z.object({ balance: z.number().int(), replayed: z.boolean() }),
};

/** The most bets one wallet.v1.bets carries. */
export const MAX_BETS_PER_REQUEST = 100;

/** A command's error, as a reply carries it (see the platform's command codec). */
const ZCommandError = z.object({ code: z.string(), message: z.string(), field: z.string().optional() });

/**
 * Several instant rounds at once (games sends together the rounds that finished while its earlier
 * requests were on their way): each one exactly a wallet.v1.bet, answered on its own and in order, so one
 * refused stake refuses nothing else.
 */
export const walletBets = {
  request: z.object({ bets: z.array(walletBet.request).min(1).max(MAX_BETS_PER_REQUEST) }),
  response: z.object({
    results: z.array(z.union([z.object({ ok: z.literal(true), balance: z.number().int(), replayed: z.boolean() }), z.object({ ok: z.literal(false), error: ZCommandError })])),
  }),
};

/**
 * One credit or debit, idempotent on (userId, operationId) like a bet. `reason` is the ledger entry type;
 * a credit takes a gaining type (game_win, rain, challenge_reward, admin_adjustment, ...), a debit one of
 * game_stake, withdrawal_hold, admin_adjustment (otherwise VALIDATION_FAILED on `reason`).
 * `description` defaults to one derived from the type and game ("Mines bet", "Chat rain").
 */
const ZMovement = z.object({
  userId: ZUserId,
  operationId: z.string().min(1).max(150),
  amount: ZPoints.min(1),
  reason: ZLedgerEntryType,
  description: z.string().min(1).max(200).optional(),
  gameType: z.string().min(1).max(40).optional(),
});

export const walletCredit = {
  request: ZMovement,
  response: z.object({ balance: z.number().int(), replayed: z.boolean() }),
};

export const walletDebit = {
  request: ZMovement,
  response: z.object({ balance: z.number().int(), replayed: z.boolean() }),
};
