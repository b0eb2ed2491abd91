import { ZGetAdminWithdrawalsQuery, ZPatchWithdrawalRequest } from '@app/contracts';
import { parseInput } from '@app/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { WithdrawalAdmin } from '../application/withdrawal-admin.js';
import { currentActor } from './admin-only.js';

const ZWithdrawalIdParam = z.string().min(1).max(100);

/**
 * /api/admin/withdrawals and PATCH /api/admin/withdrawal/{id} (spec section 7): approve or reject a
 * pending withdrawal, or mark an approved one that an admin pays by hand paid (completed) or failed.
 */
export function adminWithdrawalRoutes(withdrawals: WithdrawalAdmin): Router {
  const router = Router();

  router.get('/withdrawals', async (req, res) => {
    res.json(await withdrawals.list(parseInput(ZGetAdminWithdrawalsQuery, req.query)));
  });

  router.patch('/withdrawal/:id', async (req, res) => {
    const withdrawalId = parseInput(ZWithdrawalIdParam, req.params.id, 'id');
    res.json(await withdrawals.review(currentActor(req), withdrawalId, parseInput(ZPatchWithdrawalRequest, req.body)));
  });

  return router;
}
