import type { Express } from 'express';
import { shutdownSignal } from './shutdown.js';

/**
 * /healthz: the process is up. /readyz: every dependency answers now (503 naming the ones that do not),
 * so a load balancer stops sending work to a replica that cannot do it; and 503 at once, without asking
 * any dependency, from the moment the process begins to shut down (`stopping`), while it drains.
 */
export function addHealthRoutes(app: Express, readiness: () => Promise<Record<string, boolean>>, stopping: AbortSignal = shutdownSignal): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (stopping.aborted) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const checks = await readiness().catch(() => ({ readiness: false }));
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', checks });
  });
}

/** A readiness probe for a Prisma client: one trivial query with a short timeout. */
export async function databaseAnswers(db: { $queryRawUnsafe(q: string): Promise<unknown> }, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.$queryRawUnsafe('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
