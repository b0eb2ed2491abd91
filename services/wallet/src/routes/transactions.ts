import { ZGetTransactionsQuery, type GetTransactionsResponse } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import { Router } from 'express';
import type { WalletPrisma } from '../db/client.js';
import { listTransactions } from '../db/transactions.js';

/**
 * GET /api/user/transactions?before=&limit=: a page of the signed-in player's own ledger, newest first.
 * Called bare (as the spec's client does) it answers the newest 50; a bad `before` or `limit` is a 400
 * naming it.
 */
export function transactionsRouter(prisma: WalletPrisma): Router {
  const router = Router();
  router.get('/api/user/transactions', async (req, res) => {
    const userId = requireUserId(req.identity);
    const { before, limit } = parseInput(ZGetTransactionsQuery, req.query);
    const body: GetTransactionsResponse = await listTransactions(prisma, userId, {
      limit,
      ...(before === undefined ? {} : { before: BigInt(before) }),
    });
    res.json(body);
  });
  return router;
}
