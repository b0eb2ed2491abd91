import http from 'node:http';
import type { UpstreamPool } from './upstream-pool.js';

/** One replica answers GET /readyz with 200 within the timeout: it is up and its own dependencies answer. */
export function replicaReady(baseUrl: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${baseUrl}/readyz`, { agent: false, timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

/** A service can take requests when at least one of its replicas is ready: the proxy routes around the others. */
export async function anyReplicaReady(pool: UpstreamPool, timeoutMs: number): Promise<boolean> {
  const replicas = pool.replicas();
  if (replicas.length === 0) return false;
  const answers = await Promise.all(replicas.map((r) => replicaReady(r, timeoutMs)));
  return answers.some(Boolean);
}
