import { ZBlockedIpParam, ZGetBlockedIpsQuery, ZPostAdminRainRequest, ZPostBlockedIpRequest } from '@app/contracts';
import { parseInput } from '@app/platform';
import { Router } from 'express';
import type { Moderation } from '../application/moderation.js';
import { currentActor } from './admin-only.js';

/** /api/admin/blocked-ips (block and unblock addresses) and /api/admin/rain (start a chat rain). */
export function adminModerationRoutes(moderation: Moderation): Router {
  const router = Router();

  router.get('/blocked-ips', async (req, res) => {
    res.json(await moderation.listBlockedIps(parseInput(ZGetBlockedIpsQuery, req.query)));
  });

  router.post('/blocked-ips', async (req, res) => {
    const { ipAddress, reason } = parseInput(ZPostBlockedIpRequest, req.body);
    res.json(await moderation.blockIp(currentActor(req), ipAddress, reason));
  });

  router.delete('/blocked-ips/:ipAddress', async (req, res) => {
    const ipAddress = parseInput(ZBlockedIpParam, req.params.ipAddress, 'ipAddress');
    res.json(await moderation.unblockIp(currentActor(req), ipAddress));
  });

  router.post('/rain', async (req, res) => {
    res.json(await moderation.startRain(currentActor(req), parseInput(ZPostAdminRainRequest, req.body)));
  });

  return router;
}
