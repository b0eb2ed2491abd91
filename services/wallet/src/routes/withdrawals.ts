import {
  ZPostAutomatedWithdrawalRequest,
  ZPostWithdrawalRequest,
  ZWithdrawalHistoryQuery,
  type GetAutomatedWithdrawalHistoryResponse,
  type GetWithdrawalHistoryResponse,
  type GetWithdrawalSummaryResponse,
  type PostAutomatedWithdrawalResponse,
  type PostWithdrawalResponse,
} from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import { Router } from 'express';
import type { RobuxPayouts } from '../application/robux-payouts.js';
import { requestManualWithdrawal, requestRobuxWithdrawal, withdrawalHistory, withdrawalSummary } from '../application/withdrawals.js';
import type { WalletContext } from '../context.js';

export const MANUAL_SUBMITTED = "Your request has been submitted for admin review. You'll be notified once processed.";

export function withdrawalsRouter(ctx: WalletContext, payouts: RobuxPayouts): Router {
  const router = Router();
  router.post('/api/withdrawal/request', async (req, res) => {
    const userId = requireUserId(req.identity);
    const request = parseInput(ZPostWithdrawalRequest, req.body);
    const withdrawal = await requestManualWithdrawal(ctx, userId, req.identity!, request);
    const body: PostWithdrawalResponse = { success: true, message: MANUAL_SUBMITTED, withdrawal };
    res.status(201).json(body);
  });
  router.post('/api/automated-withdrawal/request', async (req, res) => {
    const userId = requireUserId(req.identity);
    const { amount, details } = parseInput(ZPostAutomatedWithdrawalRequest, req.body);
    const outcome = await requestRobuxWithdrawal(ctx, payouts, userId, req.identity!, { amount, username: details.username, gamepassId: details.gamepassId });
    const body: PostAutomatedWithdrawalResponse = { success: true, ...outcome };
    res.status(201).json(body);
  });
  router.get('/api/withdrawal/history', async (req, res) => {
    const body: GetWithdrawalHistoryResponse = await withdrawalHistory(ctx, requireUserId(req.identity), 'manual', parseInput(ZWithdrawalHistoryQuery, req.query));
    res.json(body);
  });
  router.get('/api/withdrawal/summary', async (req, res) => {
    const body: GetWithdrawalSummaryResponse = await withdrawalSummary(ctx, requireUserId(req.identity));
    res.json(body);
  });
  router.get('/api/automated-withdrawal/history', async (req, res) => {
    const body: GetAutomatedWithdrawalHistoryResponse = await withdrawalHistory(ctx, requireUserId(req.identity), 'automated', parseInput(ZWithdrawalHistoryQuery, req.query));
    res.json(body);
  });
  return router;
}
