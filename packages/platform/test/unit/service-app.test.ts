import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { z } from 'zod';
import { IDENTITY_HEADER } from '@app/contracts';
import { AppError, createServiceApp, finishServiceApp, parseInput, signIdentity } from '@app/platform';

const secret = 'unit-test-secret-0123456789';
const logger = pino({ level: 'silent' });
let server: Server;
let base: string;
/** what reached the /store route: a refused request must not */
const stored: unknown[] = [];

beforeAll(async () => {
  const app = createServiceApp({ logger, internalSecret: secret, bodyLimit: '1kb' });
  app.post('/echo', (req, res) => {
    const body = parseInput(z.object({ betAmount: z.number().int().positive() }), req.body);
    res.json({ userId: req.identity?.userId ?? null, ...body });
  });
  app.all('/store/:id', (req, res) => {
    stored.push({ id: req.params.id, query: req.query, body: req.body as unknown });
    res.json({ stored: true });
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

  it('answers valid JSON that is not an object (null, a string, a number, a boolean) with 400 saying the body must be an object', async () => {
    for (const body of ['null', '"x"', '123', 'true', ' \n 42 ']) {
      const res = await fetch(`${base}/echo`, { method: 'POST', body, headers: signed('u1') });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request body must be a JSON object' });
    }
    for (const body of ['{', 'nul', '"x', '{"a":1}x']) {
      const res = await fetch(`${base}/echo`, { method: 'POST', body, headers: signed('u1') });
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Malformed JSON in request body' });
    }
  });

  it('answers a compressed body that does not decompress with 400 naming the encoding, and still reads one that does', async () => {
    const garbage = await fetch(`${base}/echo`, { method: 'POST', body: 'not gzip', headers: { ...signed('u1'), 'content-encoding': 'gzip' } });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body could not be decompressed (Content-Encoding: gzip)' });
    const notBrotli = await fetch(`${base}/echo`, { method: 'POST', body: '{"betAmount":5}', headers: { ...signed('u1'), 'content-encoding': 'br' } });
    expect(await notBrotli.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body could not be decompressed (Content-Encoding: br)' });
    const truncated = gzipSync('{"betAmount":5}').subarray(0, 12);
    expect(await (await fetch(`${base}/echo`, { method: 'POST', body: truncated, headers: { ...signed('u1'), 'content-encoding': 'gzip' } })).json()).toMatchObject({
      message: 'The request body could not be decompressed (Content-Encoding: gzip)',
    });

    for (const [encoding, body] of [['gzip', gzipSync('{"betAmount":5}')], ['br', brotliCompressSync('{"betAmount":6}')]] as const) {
      const res = await fetch(`${base}/echo`, { method: 'POST', body, headers: { ...signed('u1'), 'content-encoding': encoding } });
      expect(await res.json()).toEqual({ userId: 'u1', betAmount: encoding === 'gzip' ? 5 : 6 });
    }
  });

  describe('text PostgreSQL cannot store', () => {
    const refused = async (res: Response, field: string, flaw: 'a NUL character' | 'an unpaired surrogate') => {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(body.message.startsWith(`${field}: text must not contain ${flaw}`)).toBe(true);
    };

    it('refuses a NUL or a lone surrogate anywhere in a JSON body before the route runs, naming the field', async () => {
      const before = stored.length;
      const post = (body: unknown) => fetch(`${base}/store/1`, { method: 'POST', body: JSON.stringify(body), headers: signed('u1') });
      await refused(await post({ firstName: 'ab\u0000cd' }), 'firstName', 'a NUL character');
      await refused(await post({ reason: 'ab\ud800cd' }), 'reason', 'an unpaired surrogate');
      await refused(await post({ details: { notes: ['fine', 'x\udfffy'] } }), 'details.notes.1', 'an unpaired surrogate');
      const badKey = await post({ settings: { 'a\u0000b': 'v' } });
      expect(await badKey.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'settings.a\\u0000b', message: 'settings.a\\u0000b: a field name must not contain a NUL character' });
      expect(stored.length).toBe(before);
    });

    it('refuses one in a query value, a path parameter or a form body', async () => {
      const before = stored.length;
      await refused(await fetch(`${base}/store/1?page=1&search=%00`, { headers: signed('u1') }), 'search', 'a NUL character');
      await refused(await fetch(`${base}/store/%00/ban`, { method: 'POST', headers: signed('u1') }), 'path', 'a NUL character');
      await refused(await fetch(`${base}/store/abc%00def`, { method: 'POST', headers: signed('u1') }), 'path', 'a NUL character');
      const form = await fetch(`${base}/store/1`, { method: 'POST', body: 'reason=a%00b', headers: { ...signed('u1'), 'content-type': 'application/x-www-form-urlencoded' } });
      await refused(form, 'reason', 'a NUL character');
      expect(stored.length).toBe(before);
    });

    it('lets emoji, other control characters and an escaped-looking %2500 through', async () => {
      const before = stored.length;
      const res = await fetch(`${base}/store/%2500?q=%F0%9F%98%80`, { method: 'POST', body: JSON.stringify({ message: '😀🎰 x\u202ey a\u0001b', n: 1 }), headers: signed('u1') });
      expect(res.status).toBe(200);
      expect(stored.slice(before)).toEqual([{ id: '%00', query: { q: '😀' }, body: { message: '😀🎰 x\u202ey a\u0001b', n: 1 } }]);
    });
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
