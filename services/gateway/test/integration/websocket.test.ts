import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Identity } from '@app/contracts';
import { distributedTestInfrastructure, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { serveSessions, startGateway } from './support/gateway.js';
import { startUpstream, type FakeUpstream } from './support/upstreams.js';

interface Hello {
  replica: string;
  identity: Identity | null;
}

describe('gateway WebSocket forwarding (/ws)', () => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let chat1: FakeUpstream;
  let chat2: FakeUpstream;
  let other: FakeUpstream;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    const { sessions } = serveSessions(infra.bus);
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) sessions.set(`tok-${name}`, { userId: name, sessionId: `s-${name}` });
    await infra.bus.start();
    [chat1, chat2, other] = await Promise.all([startUpstream('chat1', { socketIo: true }), startUpstream('chat2', { socketIo: true }), startUpstream('other')]);
    const rest = [other!.url];
    // two chat replicas without a shared adapter: Socket.IO polling only works if each client sticks to one
    gateway = await startGateway(infra, { auth: rest, wallet: rest, games: rest, chat: [chat1!.url, chat2!.url], admin: rest });
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    // a polling client leaves its long-poll open until the next ping (25 s); don't wait for it
    gateway?.server.closeAllConnections();
    await gateway?.close();
    await Promise.all([chat1, chat2, other].map((u) => u?.close()));
    await infra?.cleanup();
  });

  /** Connects through the gateway and resolves with the chat replica's greeting, or rejects with the connect error. */
  const hello = (options: { transports: ('websocket' | 'polling')[]; headers?: Record<string, string> }) =>
    new Promise<Hello>((resolve, reject) => {
      const socket = connect(gateway.url, { path: '/ws', transports: options.transports, extraHeaders: options.headers, reconnection: false, timeout: 5000 });
      sockets.push(socket);
      socket.once('hello', (h: Hello) => resolve(h));
      socket.once('connect_error', reject);
    });

  it('forwards the upgrade to chat with a signed identity of the session owner', async () => {
    const greeting = await hello({ transports: ['websocket'], headers: { cookie: 'sid=tok-alice' } });
    expect(greeting.replica).toMatch(/^chat[12]$/);
    expect(greeting.identity).toMatchObject({ userId: 'alice', sessionId: 's-alice', ip: '127.0.0.1' });
  });

  it('forwards a visitor upgrade with an anonymous identity, never a forged one', async () => {
    const greeting = await hello({ transports: ['websocket'], headers: { 'x-app-identity': 'forged.signature' } });
    expect(greeting.identity).toMatchObject({ userId: null, sessionId: null });
  });

  it('keeps Socket.IO long-polling on one chat replica per session, across several replicas', async () => {
    const greetings = await Promise.all(['alice', 'bob', 'carol', 'dave', 'erin'].map((n) => hello({ transports: ['polling'], headers: { cookie: `sid=tok-${n}` } })));
    expect(greetings.map((g) => g.identity?.userId)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
  });

  it('refuses an upgrade opened by another site’s page', async () => {
    await expect(hello({ transports: ['websocket'], headers: { cookie: 'sid=tok-alice', origin: 'https://evil.example' } })).rejects.toThrow();
  });
});
