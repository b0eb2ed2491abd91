import http, { type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { IDENTITY_HEADER } from '@app/contracts';
import { addHealthRoutes, createServiceApp, createServiceServer, drainServer, finishServiceApp, signIdentity } from '@app/platform';

const secret = 'unit-test-secret-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LogLine {
  level: number;
  msg: string;
  connections?: number;
  noticeMs?: number;
  quietMs?: number;
}

/** A service's HTTP server on a free port, with a /slow route that answers after ?ms=, and its log lines. */
async function startServer() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const app = createServiceApp({ logger, internalSecret: secret });
  app.get('/slow', async (req, res) => {
    await sleep(Number(req.query.ms ?? 200));
    res.json({ done: true });
  });
  // the head at once, the end after ?ms= (an answer that has begun before a drain and ends during it)
  app.get('/stream', async (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"done":');
    await sleep(Number(req.query.ms ?? 200));
    res.end('true}');
  });
  finishServiceApp(app, logger);
  const server = createServiceServer({ app });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, logger, lines, port: (server.address() as AddressInfo).port };
}

const identity = () => signIdentity({ userId: null, sessionId: null, ip: '127.0.0.1', userAgent: 't', requestId: 'r', iat: Date.now() }, secret);

interface Answer {
  status: number;
  connection: string | undefined;
  body: unknown;
}

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { [IDENTITY_HEADER]: identity() } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
  });
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`not so within ${timeoutMs} ms`);
    await sleep(5);
  }
}

let running: Server | undefined;
afterEach(() => {
  running?.closeAllConnections();
  running?.close();
  running = undefined;
});

describe('draining a service HTTP server', () => {
  it('answers a request in flight with 200 and `connection: close`, logs the open connections, then stops', async () => {
    const { server, logger, lines, port } = await startServer();
    running = server;
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(port, '/slow?ms=300', agent);
    await sleep(50);

    const drained = drainServer(server, { logger, lingerMs: 100, deadlineMs: 3_000 });
    const answer = await inFlight;
    await drained;

    expect(answer).toEqual({ status: 200, connection: 'close', body: { done: true } });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'draining', connections: 1 }));
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('keeps accepting new connections during its notice, answering them with `connection: close`, and refuses them after it', async () => {
    const { server, logger, lines, port } = await startServer();
    running = server;
    const drained = drainServer(server, { logger, noticeMs: 400, lingerMs: 50, deadlineMs: 3_000 });
    await sleep(100);
    // a new connection, as one opened by a gateway whose readiness check has not yet noticed
    const fresh = new http.Agent({ keepAlive: false });
    expect(await get(port, '/slow?ms=10', fresh)).toEqual({ status: 200, connection: 'close', body: { done: true } });
    expect(server.listening).toBe(true);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'not ready; still accepting connections while readiness checks notice', noticeMs: 400 }));
    await drained;
    expect(server.listening).toBe(false);
    await expect(get(port, '/slow?ms=10', fresh)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('keeps the listener open after its notice while new connections keep coming, and closes it once none has come for `quietMs`', async () => {
    const { server, logger, lines, port } = await startServer();
    running = server;
    const fresh = new http.Agent({ keepAlive: false });
    const started = Date.now();
    const drained = drainServer(server, { logger, noticeMs: 100, quietMs: 150, lingerMs: 2_000, deadlineMs: 3_000 });
    // a client that noticed late: a new connection every 50 ms until 400 ms in, each answered
    const answers: Answer[] = [];
    let lastSentAt = 0;
    while (Date.now() - started < 400) {
      lastSentAt = Date.now() - started;
      answers.push(await get(port, '/slow?ms=0', fresh));
      await sleep(50);
    }
    expect(server.listening).toBe(true);
    expect(answers.every((a) => a.status === 200 && a.connection === 'close')).toBe(true);
    await waitUntil(() => !server.listening, 1_000);
    // closed once quiet: not before 150 ms after the last connection, and well before the linger's bound
    expect(Date.now() - started).toBeGreaterThanOrEqual(lastSentAt + 150);
    expect(Date.now() - started).toBeLessThan(1_500);
    await drained;
    expect(lines.map((l) => l.msg)).not.toContain('connections still arriving after the notice; closing the listener anyway');
  });

  it('waits for quiet no longer than `lingerMs`, and says so when connections were still arriving', async () => {
    const { server, logger, lines, port } = await startServer();
    running = server;
    const fresh = new http.Agent({ keepAlive: false });
    const stop = new AbortController();
    // a client that never notices: a new connection every 20 ms
    const pesky = (async () => {
      while (!stop.signal.aborted) {
        await get(port, '/slow?ms=0', fresh).catch(() => undefined);
        await sleep(20);
      }
    })();
    const started = Date.now();
    await drainServer(server, { logger, noticeMs: 50, quietMs: 100, lingerMs: 300, deadlineMs: 1_000 });
    stop.abort();
    await pesky;
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'connections still arriving after the notice; closing the listener anyway', quietMs: 100 }));
  });

  it('does not reset a connection the kernel queued while the event loop was busy when the quiet time ran out: it is accepted and answered', async () => {
    const { server, logger, port } = await startServer();
    running = server;
    // one connection during the notice, so that the quiet time is still running when the notice ends
    await get(port, '/slow?ms=0', new http.Agent({ keepAlive: false }));
    const drained = drainServer(server, { logger, noticeMs: 30, quietMs: 80, lingerMs: 2_000, deadlineMs: 3_000 });
    await sleep(50);
    // a connection the kernel completes at once, then a busy loop past the end of the quiet time, late in
    // a turn of the event loop (its check phase): the next turn runs the server's timer before the poll
    // that would accept the connection
    await new Promise((r) => setImmediate(r));
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (c: string) => (received += c));
    const ended = new Promise<string>((resolve) => {
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      socket.once('close', () => resolve('closed'));
    });
    socket.write(`GET /slow?ms=0 HTTP/1.1\r\nHost: x\r\n${IDENTITY_HEADER}: ${identity()}\r\n\r\n`);
    await new Promise((r) => process.nextTick(r));
    const busyUntil = Date.now() + 200;
    while (Date.now() < busyUntil) {
      // the event loop is held, as a burst of work would hold it
    }

    expect(await ended).toBe('closed');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    await drained;
  });

  it('never resets a keep-alive client: a request it sends during the drain on its pooled socket is answered, with `connection: close`', async () => {
    const { server, logger, port } = await startServer();
    running = server;
    // one socket, as a proxy's pool keeps it between requests
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/slow?ms=0', agent)).connection).toBe('keep-alive');

    const drained = drainServer(server, { logger, lingerMs: 500, deadlineMs: 3_000 });
    await sleep(20);
    const during = await get(port, '/slow?ms=50', agent).catch((err: NodeJS.ErrnoException) => err.code);

    expect(during).toEqual({ status: 200, connection: 'close', body: { done: true } });
    await drained;
    // and then nothing is accepted any more: refused, which a proxy retries on another replica
    await expect(get(port, '/slow?ms=0', agent)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
  });

  it('answers a request that arrives on an already open connection during the drain, with `connection: close`', async () => {
    const { server, logger, port } = await startServer();
    running = server;
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let received = '';
    socket.setEncoding('utf8').on('data', (c: string) => (received += c));
    const closedByServer = new Promise<boolean>((resolve) => {
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(true));
    });
    // the request has begun on the wire when the drain starts, and finishes arriving during it
    socket.write(`GET /slow?ms=50 HTTP/1.1\r\nHost: x\r\n`);
    await sleep(50);
    const drained = drainServer(server, { logger, lingerMs: 0, deadlineMs: 3_000 });
    await sleep(50);
    socket.write(`${IDENTITY_HEADER}: ${identity()}\r\n\r\n`);

    expect(await closedByServer).toBe(true);
    await drained;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).toContain('{"done":true}');
  });

  it('stops lingering as soon as no connection is open', async () => {
    const { server, logger } = await startServer();
    running = server;
    const started = Date.now();
    await drainServer(server, { logger, lingerMs: 5_000, deadlineMs: 6_000 });
    expect(Date.now() - started).toBeLessThan(500);
    expect(server.listening).toBe(false);
  });

  it('ends a keep-alive connection whose answer began before the drain and ended after the linger, rather than wait for the deadline', async () => {
    const { server, logger, lines, port } = await startServer();
    running = server;
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(port, '/stream?ms=400', agent);
    await sleep(50);
    const started = Date.now();
    await drainServer(server, { logger, lingerMs: 100, deadlineMs: 3_000 });

    expect(await answer).toEqual({ status: 200, connection: 'keep-alive', body: { done: true } });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(lines.map((l) => l.msg)).toContain('drained');
    agent.destroy();
  });

  it('cuts what is still open at the deadline instead of waiting for it', async () => {
    const { server, logger, lines, port } = await startServer();
    running = server;
    const agent = new http.Agent({ keepAlive: true });
    const endless = get(port, '/slow?ms=5000', agent).catch((err: NodeJS.ErrnoException) => err.code);
    await sleep(50);
    const started = Date.now();
    await drainServer(server, { logger, lingerMs: 100, deadlineMs: 300 });

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await endless).toBe('ECONNRESET');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'drain deadline passed; closing the connections still open' }));
    agent.destroy();
  });
});

describe('/readyz while the process shuts down', () => {
  it('answers 503 at once, without asking the dependencies, from the moment shutdown begins (a warning, not an error)', async () => {
    const lines: LogLine[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const app = createServiceApp({ logger, internalSecret: secret });
    const stopping = new AbortController();
    let asked = 0;
    addHealthRoutes(
      app,
      async () => {
        asked++;
        return { database: true };
      },
      stopping.signal,
    );
    finishServiceApp(app, logger);
    const server = createServiceServer({ app });
    running = server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;

    expect((await fetch(url)).status).toBe(200);
    stopping.abort();
    const draining = await fetch(url);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    expect(asked).toBe(1);
    await expect.poll(() => lines.filter((l) => l.msg === 'not ready')).toHaveLength(1);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
