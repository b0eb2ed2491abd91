import { z } from 'zod';
import { ZWithdrawalEntry } from './withdrawal-entry.js';

/** GET /api/withdrawal/history: the player's PayPal, Zelle and CashApp withdrawals, newest first (at most 100). */
export const ZGetWithdrawalHistoryResponse = z.array(ZWithdrawalEntry);
export type GetWithdrawalHistoryResponse = z.infer<typeof ZGetWithdrawalHistoryResponse>;
