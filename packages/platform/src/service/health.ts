import type { Express } from 'express';
import { shutdownSignal } from './shutdown.js';

/**
 * /healthz: the process is up. /readyz: every dependency answers now (503 naming the ones that do not),
 * so a load balancer stops sending work to a replica that cannot do it; and 503 at once, without asking
 * any dependency, from the moment the process begins to shut down (`stopping`), while it drains.
 * `optional` names checks the process serves without (the gateway's Redis: its rate limits then pass
 * requests): reported, and a failing one makes the answer `degraded`, but still 200.
 */
export function addHealthRoutes(app: Express, readiness: () => Promise<Record<string, boolean>>, stopping: AbortSignal = shutdownSignal, optional: readonly string[] = []): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (stopping.aborted) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const checks = await readiness().catch(() => ({ readiness: false }));
    const failing = Object.entries(checks).filter(([, ok]) => !ok).map(([name]) => name);
    const ready = failing.every((name) => optional.includes(name));
    const status = !ready ? 'not ready' : failing.length ? 'degraded' : 'ready';
    res.status(ready ? 200 : 503).json({ status, checks });
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
