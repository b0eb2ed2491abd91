import { ZGetAdminWithdrawalsQuery, ZPatchWithdrawalRequest } from '@app/contracts';
import { parseInput } from '@app/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { WithdrawalAdmin } from '../application/withdrawal-admin.js';
import { currentActor } from './admin-only.js';

const ZWithdrawalIdParam = z.string().min(1).max(100);

/** /api/admin/withdrawals and PATCH /api/admin/withdrawal/{id} (spec section 7). */
export function adminWithdrawalRoutes(withdrawals: WithdrawalAdmin): Router {
  const router = Router();

  router.get('/withdrawals', async (req, res) => {
    res.json(await withdrawals.list(parseInput(ZGetAdminWithdrawalsQuery, req.query)));
  });

  router.patch('/withdrawal/:id', async (req, res) => {
    const withdrawalId = parseInput(ZWithdrawalIdParam, req.params.id, 'id');
    const { status, adminNotes } = parseInput(ZPatchWithdrawalRequest, req.body);
    res.json(await withdrawals.review(currentActor(req), withdrawalId, status, adminNotes));
  });

  return router;
}
