import type { Express } from 'express';

/**
 * /healthz: the process is up. /readyz: every dependency answers now (503 naming the ones that do not),
 * so a load balancer stops sending work to a replica that cannot do it.
 */
export function addHealthRoutes(app: Express, readiness: () => Promise<Record<string, boolean>>): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
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
