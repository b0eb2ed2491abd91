import { createServer, type AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRedis } from '../../src/service/redis-connection.js';

interface LogLine {
  level: number;
  msg: string;
  connection?: string;
}

/** A port nothing listens on: Redis refused, as when the server is down or REDIS_URL is wrong. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
  vi.restoreAllMocks();
});

describe('connectRedis', () => {
  it('reports an unreachable Redis as one JSON warning per outage, never as ioredis stack traces on stderr', async () => {
    const lines: LogLine[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redis = connectRedis(`redis://127.0.0.1:${await closedPort()}`, { logger, retryStrategy: () => 20 });
    close = () => redis.disconnect();

    await expect.poll(() => lines.filter((l) => l.msg === 'Redis connection lost; reconnecting')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200)); // several reconnection attempts fail meanwhile
    expect(lines.filter((l) => l.msg === 'Redis connection lost; reconnecting')).toHaveLength(1);
    expect(lines.find((l) => l.msg === 'Redis connection lost; reconnecting')?.level).toBe(40);
    expect(stderr.mock.calls.filter(([first]) => String(first).includes('[ioredis]'))).toEqual([]);

    redis.emit('ready');
    expect(lines.filter((l) => l.msg === 'Redis connection back')).toHaveLength(1);
  });

  it('names the connection in its lines, so that a process with several tells them apart', async () => {
    const lines: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redis = connectRedis(`redis://127.0.0.1:${await closedPort()}`, { logger, retryStrategy: () => 20, connection: 'rate limits' });
    close = () => redis.disconnect();
    await expect.poll(() => lines.find((l) => l.msg === 'Redis connection lost; reconnecting')?.connection).toBe('rate limits');
  });
});
