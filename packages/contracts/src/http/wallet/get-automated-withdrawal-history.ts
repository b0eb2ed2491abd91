import { z } from 'zod';
import { ZWithdrawalEntry } from './withdrawal-entry.js';

/** GET /api/automated-withdrawal/history: the player's Robux withdrawals, newest first (at most 100). */
export const ZGetAutomatedWithdrawalHistoryResponse = z.array(ZWithdrawalEntry);
export type GetAutomatedWithdrawalHistoryResponse = z.infer<typeof ZGetAutomatedWithdrawalHistoryResponse>;
