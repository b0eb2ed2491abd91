import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { addHealthRoutes } from '../../src/service/health.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

async function readyz(checks: Record<string, boolean>, optional: string[]): Promise<{ status: number; body: unknown }> {
  const app = express();
  addHealthRoutes(app, async () => checks, new AbortController().signal, optional);
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server!.once('listening', r));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
  return { status: answer.status, body: await answer.json() };
}

describe('/readyz with optional checks', () => {
  it('stays 200 but says degraded, naming the check, when only an optional dependency fails', async () => {
    expect(await readyz({ bus: true, redis: false }, ['redis'])).toEqual({ status: 200, body: { status: 'degraded', checks: { bus: true, redis: false } } });
  });

  it('is 503 when a required dependency fails, whatever the optional ones say', async () => {
    expect(await readyz({ bus: false, redis: true }, ['redis'])).toEqual({ status: 503, body: { status: 'not ready', checks: { bus: false, redis: true } } });
  });

  it('is ready when every check passes', async () => {
    expect(await readyz({ bus: true, redis: true }, ['redis'])).toEqual({ status: 200, body: { status: 'ready', checks: { bus: true, redis: true } } });
  });
});
