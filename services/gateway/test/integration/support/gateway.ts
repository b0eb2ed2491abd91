import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Bus, Infrastructure } from '@app/platform';
import { startTestService, type RunningTestService } from '@app/platform/testing';
import { gatewayServiceWith, type GatewayOptions, type UpstreamName } from '../../../src/app.js';

export const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app-abc12345.js"></script></head><body>the web app</body></html>';

/** A built web app on disk, as Vite leaves it. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-abc12345.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export async function startGateway(infra: Infrastructure, upstreams: Record<UpstreamName, string[]>, options: GatewayOptions = {}): Promise<RunningTestService> {
  return startTestService(gatewayServiceWith({ upstreams, webDist: fakeWebDist(), ...options }), infra);
}

export interface LiveSession {
  userId: string;
  sessionId: string;
}

/**
 * A real `auth.v1.session.resolve` handler on the test bus, over a table the test can change; it counts
 * the lookups so tests can see the gateway's cache at work. A token 'broken' makes auth fail.
 */
export function serveSessions(bus: Bus): { sessions: Map<string, LiveSession>; lookups: () => number } {
  const sessions = new Map<string, LiveSession>();
  let lookups = 0;
  bus.serve('auth.v1.session.resolve', async ({ token }) => {
    lookups++;
    if (token === 'broken') throw new Error('auth database is down');
    const session = sessions.get(token);
    return session ? { ...session, isAdmin: false } : null;
  });
  return { sessions, lookups: () => lookups };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request over node:http, for what fetch will not do: a chosen Content-Length, a chunked body written
 * piece by piece. Resolves with the answer even if the gateway closes the connection while we still write.
 */
export function rawRequest(
  url: string,
  options: { method: string; headers?: Record<string, string | number>; body?: Buffer; chunks?: { size: number; count: number } },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    if (options.chunks) {
      const chunk = Buffer.alloc(options.chunks.size, 'a');
      let left = options.chunks.count;
      const writeMore = () => {
        while (left > 0 && !answered && !req.destroyed) {
          left--;
          if (!req.write(chunk)) return void req.once('drain', writeMore);
        }
        if (!req.destroyed) req.end();
      };
      writeMore();
    } else {
      req.end(options.body);
    }
  });
}
