import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { z } from 'zod';
import { IDENTITY_HEADER } from '@app/contracts';
import { AppError, createServiceApp, finishServiceApp, parseInput, signIdentity } from '@app/platform';

const secret = 'unit-test-secret-0123456789';
const logger = pino({ level: 'silent' });
let server: Server;
let base: string;

beforeAll(async () => {
  const app = createServiceApp({ logger, internalSecret: secret, bodyLimit: '1kb' });
  app.post('/echo', (req, res) => {
    const body = parseInput(z.object({ betAmount: z.number().int().positive() }), req.body);
    res.json({ userId: req.identity?.userId ?? null, ...body });
  });
  app.get('/boom', () => {
    throw new Error('unexpected');
  });
  app.get('/conflict', () => {
    throw new AppError('CONFLICT', 'Already done');
  });
  finishServiceApp(app, logger);
  server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const signed = (userId: string | null) => ({
  [IDENTITY_HEADER]: signIdentity({ userId, sessionId: null, ip: '127.0.0.1', userAgent: 't', requestId: 'r', iat: Date.now() }, secret),
  'content-type': 'application/json',
});

describe('a service app', () => {
  it('refuses a request without the gateway signature', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a forged signature', async () => {
    const headers = { ...signed('u1'), [IDENTITY_HEADER]: signed('u1')[IDENTITY_HEADER].replace(/.$/, 'x') };
    expect((await fetch(`${base}/echo`, { method: 'POST', body: '{"betAmount":1}', headers })).status).toBe(401);
  });

  it('passes the signed identity to the route', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: '{"betAmount":5}', headers: signed('u1') });
    expect(await res.json()).toEqual({ userId: 'u1', betAmount: 5 });
  });

  it('answers invalid input with 400 naming the field', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: '{"betAmount":1.5}', headers: signed('u1') });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'betAmount' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: '{"betAmount":', headers: signed('u1') });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: JSON.stringify({ pad: 'x'.repeat(5000) }), headers: signed('u1') });
    expect(res.status).toBe(413);
  });

  it('maps an AppError to its status and hides unexpected errors behind a 500', async () => {
    expect((await fetch(`${base}/conflict`, { headers: signed(null) })).status).toBe(409);
    const boom = await fetch(`${base}/boom`, { headers: signed(null) });
    expect(boom.status).toBe(500);
    expect(await boom.json()).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong on our side' });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${base}/nope`, { headers: signed(null) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
