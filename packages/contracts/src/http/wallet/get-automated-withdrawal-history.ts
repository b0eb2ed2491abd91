import { z } from 'zod';
import { ZWithdrawalEntry } from './withdrawal-entry.js';

/**
 * GET /api/automated-withdrawal/history?before=&limit=: the player's Robux withdrawals, newest first; paged
 * as GET /api/withdrawal/history (ZWithdrawalHistoryQuery).
 */
export const ZGetAutomatedWithdrawalHistoryResponse = z.array(ZWithdrawalEntry);
export type GetAutomatedWithdrawalHistoryResponse = z.infer<typeof ZGetAutomatedWithdrawalHistoryResponse>;
