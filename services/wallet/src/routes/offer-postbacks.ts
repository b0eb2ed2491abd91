import { AppError } from '@app/platform';
import { Router, type Request } from 'express';
import { handlePostback } from '../application/offer-postback.js';
import type { PostbackParams } from '../domain/postback/postback.js';
import type { WalletContext } from '../context.js';

/**
 * POST|GET /api/offers/postback/:network: offer networks call it server to server. The gateway signs
 * every request it forwards (the caller is a visitor, its address the network's), so no public path is
 * needed. 200 'OK' only after the conversion is committed; 4xx (JSON) for anything refused.
 */
export function offerPostbacksRouter(ctx: WalletContext): Router {
  const router = Router();
  router.all('/api/offers/postback/:network', async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') throw new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`);
    const ip = req.identity?.ip ?? '';
    await handlePostback(ctx, String(req.params.network).toLowerCase(), postbackParams(req), ip);
    res.type('text/plain').send('OK');
  });
  return router;
}

/** Query and body (form or JSON) merged, the body winning; one text value per name. */
function postbackParams(req: Request): PostbackParams {
  const params: Record<string, string> = {};
  for (const source of [req.query, req.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, raw] of Object.entries(source as Record<string, unknown>)) {
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[name] = String(value);
    }
  }
  return params;
}
