import { z } from 'zod';
import { ZWithdrawalEntry } from './withdrawal-entry.js';

/**
 * GET /api/withdrawal/history?before=&limit=: the player's PayPal, Zelle and CashApp withdrawals, newest
 * first; at most `limit` (WITHDRAWAL_HISTORY_MAX_LIMIT without one), fewer meaning there is nothing older.
 */
export const ZGetWithdrawalHistoryResponse = z.array(ZWithdrawalEntry);
export type GetWithdrawalHistoryResponse = z.infer<typeof ZGetWithdrawalHistoryResponse>;
