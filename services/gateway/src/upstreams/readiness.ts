import http from 'node:http';
import type { UpstreamPool } from './upstream-pool.js';

/** One replica answers GET /healthz with 200 within the timeout. */
function replicaAnswers(baseUrl: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${baseUrl}/healthz`, { agent: false, timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

/** Ready when at least one replica of the service is up: the proxy routes around the others. */
export async function anyReplicaAnswers(pool: UpstreamPool, timeoutMs: number): Promise<boolean> {
  const replicas = pool.replicas();
  if (replicas.length === 0) return false;
  const answers = await Promise.all(replicas.map((r) => replicaAnswers(r, timeoutMs)));
  return answers.some(Boolean);
}
