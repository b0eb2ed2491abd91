import { ZGetAdminUsersQuery, ZPostAdjustPointsRequest, ZPostBanUserRequest, type PostAdminVerifyEmailResponse } from '@app/contracts';
import { parseInput } from '@app/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { UserAdmin } from '../application/user-admin.js';
import { currentActor } from './admin-only.js';

const ZUserIdParam = z.string().min(1).max(100);

/** /api/admin/users: the list (first page 20, search by username or e-mail) and the actions on one user. */
export function adminUserRoutes(users: UserAdmin): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    res.json(await users.list(parseInput(ZGetAdminUsersQuery, req.query)));
  });

  router.post('/users/:id/verify-email', async (req, res) => {
    const userId = parseInput(ZUserIdParam, req.params.id, 'id');
    const { user, actionId } = await users.verifyEmail(currentActor(req), userId);
    const answer: PostAdminVerifyEmailResponse = { message: `The e-mail of ${user.username} is verified`, user, actionId };
    res.json(answer);
  });

  router.post('/users/:id/adjust-points', async (req, res) => {
    const userId = parseInput(ZUserIdParam, req.params.id, 'id');
    const { amount, reason } = parseInput(ZPostAdjustPointsRequest, req.body);
    res.json(await users.adjustPoints(currentActor(req), userId, amount, reason));
  });

  router.post('/users/:id/ban', async (req, res) => {
    const userId = parseInput(ZUserIdParam, req.params.id, 'id');
    const { reason } = parseInput(ZPostBanUserRequest, req.body);
    res.json(await users.ban(currentActor(req), userId, reason));
  });

  router.post('/users/:id/unban', async (req, res) => {
    const userId = parseInput(ZUserIdParam, req.params.id, 'id');
    res.json(await users.unban(currentActor(req), userId));
  });

  return router;
}
