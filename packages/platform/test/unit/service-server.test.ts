import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { IDENTITY_HEADER } from '@app/contracts';
import { createServiceApp, createServiceServer, finishServiceApp, signIdentity } from '@app/platform';

const logger = pino({ level: 'silent' });
const secret = 'unit-test-secret-0123456789';
let server: Server;
let port: number;

beforeAll(async () => {
  const app = createServiceApp({ logger, internalSecret: secret });
  app.get('/ping', (_req, res) => void res.json({ pong: true }));
  finishServiceApp(app, logger);
  server = createServiceServer({ app });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(request: string): Promise<{ status: number; contentType: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        contentType: /content-type: (.*)/i.exec(head)?.[1] ?? '',
        body: body ? (JSON.parse(body) as unknown) : null,
      });
    });
  });
}

describe('requests Node refuses before any route', () => {
  it('answers headers over the size limit with 431 and the JSON error shape', async () => {
    const answer = await rawExchange(`GET /ping HTTP/1.1\r\nHost: x\r\nCookie: s=${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(answer.body).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: expect.stringMatching(/headers are too large/) });
  });

  it('answers a malformed request line with 400 and the JSON error shape', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'BAD_REQUEST', message: 'The request is not valid HTTP' });
  });

  it('still serves a well-formed request', async () => {
    const identity = signIdentity({ userId: null, sessionId: null, ip: '127.0.0.1', userAgent: 't', requestId: 'r', iat: Date.now() }, secret);
    const answer = await rawExchange(`GET /ping HTTP/1.1\r\nHost: x\r\n${IDENTITY_HEADER}: ${identity}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ pong: true });
  });
});
