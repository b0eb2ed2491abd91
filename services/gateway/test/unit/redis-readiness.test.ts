import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRedis, createServiceServer, MemoryBus, type Infrastructure, type Service } from '@app/platform';
import { buildGatewayService } from '../../src/app.js';

interface LogLine {
  level: number;
  msg: string;
  connection?: string;
}

async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const cleanUp: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
  vi.restoreAllMocks();
});

/** A gateway whose Redis (the rate limits' counts) refuses connections, as with a wrong REDIS_URL. */
async function gatewayWithRedisDown(lines: LogLine[]): Promise<Service> {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const redis = connectRedis(`redis://127.0.0.1:${await closedPort()}`, { logger, retryStrategy: () => 20 });
  cleanUp.push(() => redis.disconnect());
  const infra: Infrastructure = { mode: 'distributed', db: null, bus: new MemoryBus(logger), redis, logger, internalSecret: 'gateway-test-secret-0123456789', dataDir: '/tmp' };
  const none = { auth: [], wallet: [], games: [], chat: [], admin: [] };
  const service = await buildGatewayService(infra, { upstreams: none, readinessCheckMs: 0 });
  cleanUp.push(() => service.stop());
  return service;
}

describe('the gateway with its Redis unreachable', () => {
  it('says so at /readyz (still 200: rate limits pass requests while Redis is down, and the site keeps serving)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const service = await gatewayWithRedisDown([]);
    const server = createServiceServer(service) as HttpServer;
    cleanUp.push(() => new Promise<void>((r) => server.close(() => r())));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;

    await expect.poll(async () => (await fetch(url)).status === 200 && ((await (await fetch(url)).json()) as { checks: Record<string, boolean> }).checks.redis).toBe(false);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'degraded', checks: { bus: true, redis: false } });
  });

  it("reports its rate limits' own Redis connection as one JSON warning, not as ioredis stack traces on stderr", async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lines: LogLine[] = [];
    await gatewayWithRedisDown(lines);
    await expect.poll(() => lines.filter((l) => l.msg === 'Redis connection lost; reconnecting' && l.connection === 'rate limits')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(stderr.mock.calls.filter(([first]) => String(first).includes('[ioredis]'))).toEqual([]);
  });
});
