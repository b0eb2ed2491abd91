import type { GetTransactionsResponse } from '@app/contracts';
import { requireUserId } from '@app/platform';
import { Router } from 'express';
import type { WalletPrisma } from '../db/client.js';
import { listTransactions } from '../db/transactions.js';

/** How many entries the profile's Transaction History shows. */
export const TRANSACTIONS_LIMIT = 50;

/** GET /api/user/transactions: the signed-in player's own ledger, newest first. */
export function transactionsRouter(prisma: WalletPrisma): Router {
  const router = Router();
  router.get('/api/user/transactions', async (req, res) => {
    const userId = requireUserId(req.identity);
    const body: GetTransactionsResponse = await listTransactions(prisma, userId, TRANSACTIONS_LIMIT);
    res.json(body);
  });
  return router;
}
