import { ZPutSettingRequest, ZSettingKey } from '@app/contracts';
import { parseInput } from '@app/platform';
import { Router } from 'express';
import type { SettingsStore } from '../application/settings-store.js';
import { currentActor } from './admin-only.js';

/** /api/admin/settings (spec section 7): every change audited and mirrored to every service. */
export function adminSettingsRoutes(settings: SettingsStore): Router {
  const router = Router();

  router.get('/settings', async (_req, res) => {
    res.json(await settings.list());
  });

  router.put('/settings/:key', async (req, res) => {
    const key = parseInput(ZSettingKey, req.params.key, 'key');
    const { value, description } = parseInput(ZPutSettingRequest, req.body);
    res.json(await settings.update({ key, value, description }, currentActor(req)));
  });

  return router;
}
