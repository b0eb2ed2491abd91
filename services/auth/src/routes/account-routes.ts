import { Router } from 'express';
import { ZChangePasswordRequest, ZUpdateProfileRequest } from '@app/contracts';
import { parseInput } from '@app/platform';
import { changePassword } from '../application/change-password.js';
import { updateProfile } from '../application/update-profile.js';
import type { AuthDeps } from '../deps.js';
import { requestMeta } from './request-meta.js';

/** The signed-in user's own account: password and profile. */
export function accountRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/change-password', async (req, res) => {
    const input = parseInput(ZChangePasswordRequest, req.body);
    res.json(await changePassword(deps, req.identity, input));
  });

  router.post('/update-profile', async (req, res) => {
    const input = parseInput(ZUpdateProfileRequest, req.body);
    res.json(await updateProfile(deps, req.identity, input, requestMeta(req, deps)));
  });

  return router;
}
