import { randomBytes } from 'node:crypto';
import { REQUEST_ID_HEADER, ZInstallRequest, ZTestDatabaseRequest, type SystemInfoResponse, type ZGenerateSecretResponse } from '@app/contracts';
import { parseInput, toAppError, type Logger } from '@app/platform';
import { Router, type ErrorRequestHandler } from 'express';
import type { z } from 'zod';
import type { Installer } from '../application/installer.js';
import { testDatabase } from '../application/test-database.js';

/**
 * /api/installer/* (spec section 7). Open to visitors until the install completes; after that only
 * status answers, every other call is 409 ALREADY_INSTALLED.
 */
export function installerRoutes(installer: Installer, logger: Logger): Router {
  const router = Router();

  router.get('/status', async (_req, res) => {
    res.json(await installer.status());
  });

  router.get('/system-info', async (_req, res) => {
    await installer.assertNotInstalled();
    const info: SystemInfoResponse = {
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      env: process.env.NODE_ENV ?? 'development',
      memory: { rss: process.memoryUsage().rss },
    };
    res.json(info);
  });

  router.get('/generate-secret', async (_req, res) => {
    await installer.assertNotInstalled();
    const answer: z.infer<typeof ZGenerateSecretResponse> = { secret: randomBytes(48).toString('hex') };
    res.json(answer);
  });

  router.post('/test-database', async (req, res) => {
    await installer.assertNotInstalled();
    const { database } = parseInput(ZTestDatabaseRequest, req.body);
    const { runtimeDatabase } = await installer.status();
    res.json(await testDatabase(database, { database: runtimeDatabase, answers: () => installer.databaseAnswers(), identity: () => installer.databaseIdentity() }));
  });

  router.post('/install', async (req, res) => {
    await installer.assertNotInstalled();
    const request = parseInput(ZInstallRequest, req.body);
    await installer.install(request, req.identity?.ip ?? null);
    res.json({ success: true });
  });

  router.use(installerErrors(logger));
  return router;
}

/**
 * The installer's failures carry both shapes: the platform's `{code, message, field?}` and the wizard's
 * `{success: false, error}` (spec section 7), with the status of the code.
 */
function installerErrors(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const appError = toAppError(err);
    if (appError.status >= 500) logger.error({ err, path: req.path }, 'installer call failed');
    const body = appError.toBody(req.header(REQUEST_ID_HEADER) ?? undefined);
    res.status(appError.status).json({ ...body, success: false, error: body.message });
  };
}
