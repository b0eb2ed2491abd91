import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import type express from 'express';
import { pino } from 'pino';
import { Server as SocketServer } from 'socket.io';
import { IDENTITY_HEADER, type Identity } from '@app/contracts';
import { addHealthRoutes, createServiceApp, finishServiceApp, verifyIdentity } from '@app/platform';
import { TEST_INTERNAL_SECRET } from '@app/platform/testing';

/** What an upstream saw of one request. */
export interface SeenRequest {
  replica: string;
  method: string;
  url: string;
  identity: Identity | null;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeUpstream {
  name: string;
  url: string;
  seen: SeenRequest[];
  /** URLs of the requests to …/slow whose connection closed before the answer was sent */
  abandoned: string[];
  /** usernames of the registrations it accepted (the accounts it "created") */
  registered: string[];
  /** what its /readyz says from now on (503 as a replica draining or without its database, or 200) */
  setReady(ready: boolean): void;
  /** from now on /readyz says 503 and every answer `Connection: close`, as a replica's drain does during its notice */
  startDraining(): void;
  close(): Promise<void>;
}

const silent = pino({ level: 'silent' });

/**
 * A small real service behind the gateway, built like the real ones (createServiceApp refuses requests
 * without the gateway's signature and parses JSON). It echoes what it saw; a few paths behave specially:
 * POST /api/auth/login fails unless the password is 'right', GET …/slow answers after 1.5 s, GET …/big
 * streams 1 MiB in chunks with two cookies and a status of 207, /api/offers/postback/forged answers 403.
 * POST /api/auth/register refuses the username 'taken' (409) and a username with a space (400), answers
 * the username 'slow' after 500 ms, and otherwise succeeds; `registered` lists the usernames it accepted.
 * A withdrawal request whose amount is 'bad' is refused (400), as the wallet refuses a bad field.
 * With `socketIo`, Socket.IO listens on /ws and greets each connection with the identity it was given.
 * With `notReady`, its /readyz answers 503 (as a service whose database is down) while /healthz answers.
 */
export async function startUpstream(name: string, options: { socketIo?: boolean; notReady?: boolean } = {}): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const abandoned: string[] = [];
  const registered: string[] = [];
  const app = createServiceApp({ logger: silent, internalSecret: TEST_INTERNAL_SECRET });
  const record = (req: express.Request): SeenRequest => {
    const entry = { replica: name, method: req.method, url: req.originalUrl, identity: req.identity ?? null, headers: req.headers, body: req.body ?? null };
    seen.push(entry);
    return entry;
  };
  app.post('/api/auth/login', (req, res) => {
    record(req);
    if ((req.body as { password?: string }).password === 'right') res.json({ user: { id: 'alice' } });
    else res.status(401).json({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
  });
  app.post('/api/auth/register', async (req, res) => {
    record(req);
    const username = String((req.body as { username?: unknown }).username ?? '');
    if (username === 'taken') return void res.status(409).json({ code: 'CONFLICT', message: 'Username is already taken', field: 'username' });
    if (/\s/.test(username)) return void res.status(400).json({ code: 'VALIDATION_FAILED', message: 'Invalid username', field: 'username' });
    if (username === 'slow') await new Promise((r) => setTimeout(r, 500));
    registered.push(username);
    res.json({ user: { username } });
  });
  app.get('/api/games/slow', async (req, res) => {
    record(req);
    res.once('close', () => {
      if (!res.writableFinished) abandoned.push(req.originalUrl);
    });
    await new Promise((r) => setTimeout(r, 1500));
    if (!res.destroyed) res.json({ late: true });
  });
  app.get('/api/games/big', (req, res) => {
    record(req);
    res.status(207).setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    res.type('text/plain');
    const chunk = 'x'.repeat(64 * 1024);
    let left = 16;
    const more = () => {
      while (left > 0) {
        left--;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  });
  app.post(['/api/withdrawal/request', '/api/automated-withdrawal/request'], (req, res) => {
    const entry = record(req);
    if ((req.body as { amount?: unknown }).amount === 'bad') return void res.status(400).json({ code: 'VALIDATION_FAILED', message: 'amount: must be a number (got text)', field: 'amount' });
    res.json(entry);
  });
  // a network whose signature never checks out
  app.all('/api/offers/postback/forged', (req, res) => {
    record(req);
    res.status(403).json({ code: 'FORBIDDEN', message: 'Invalid postback signature' });
  });
  let ready = !options.notReady;
  let draining = false;
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  addHealthRoutes(app, async (): Promise<Record<string, boolean>> => (ready ? {} : { database: false }));
  app.use((req, res, next) => {
    if (req.path.startsWith('/ws')) return next();
    res.json(record(req));
  });
  finishServiceApp(app, silent);

  const server: Server = createServer(app);
  let io: SocketServer | undefined;
  if (options.socketIo) {
    io = new SocketServer(server, { path: '/ws' });
    io.on('connection', (socket) => {
      const identity = verifyIdentity(socket.handshake.headers[IDENTITY_HEADER] as string | undefined, TEST_INTERNAL_SECRET);
      socket.emit('hello', { replica: name, identity });
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    seen,
    abandoned,
    registered,
    setReady: (value) => {
      ready = value;
    },
    startDraining: () => {
      ready = false;
      draining = true;
    },
    close: async () => {
      await io?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback URL where nothing listens (a replica that is down). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A loopback URL where a process accepts connections and never answers (a replica that hangs). */
export async function hungUrl(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
