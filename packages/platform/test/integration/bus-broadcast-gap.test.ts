import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { PassThrough, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { NatsBus } from '@app/platform';
import { testServers, uniqueName } from '@app/platform/testing';

const logger = pino({ level: 'silent' });

/**
 * A TCP relay to the NATS server whose connections the test can cut, as a network outage would, and
 * whose client-to-server direction can be made slow (`slowMs`) for the connections made after that.
 */
async function cuttableRelay(target: URL): Promise<{ url: string; cut(): void; close(): void; slowMs: number }> {
  const sockets = new Set<Socket>();
  const relay = {
    slowMs: 0,
    url: '',
    cut: () => sockets.forEach((s) => s.destroy()),
    close: () => server.close(),
  };
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 4222), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const delay = relay.slowMs;
    // every chunk held back the same time, so they still arrive in order
    const toServer = delay ? new Transform({ transform: (chunk, _enc, done) => void setTimeout(() => done(null, chunk), delay) }) : new PassThrough();
    client.pipe(toServer).pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `nats://127.0.0.1:${(server.address() as { port: number }).port}`;
  return relay;
}

// A broadcast (session.revoked above all) reaches only the subscribers connected when it is sent: whoever
// keeps a cache fresh by them must hear that some may have been lost, and drop that cache.
describe('NATS bus: broadcasts that may have been missed', () => {
  const namespace = uniqueName('gap');
  const buses: NatsBus[] = [];
  afterAll(async () => {
    await buses[0]?.destroyNamespace();
    for (const bus of buses) await bus.close();
  });

  it('tells its broadcast-gap handlers when its connection drops and again when it is back, and gets broadcasts after that', async () => {
    const relay = await cuttableRelay(new URL(testServers.natsUrl));
    const listener = await NatsBus.connect({ url: relay.url, service: 'gap-listener', logger, namespace });
    const sender = await NatsBus.connect({ url: testServers.natsUrl, service: 'gap-sender', logger, namespace });
    buses.push(sender, listener);
    const gaps: number[] = [];
    const heard: unknown[] = [];
    listener.onBroadcastGap(() => gaps.push(Date.now()));
    listener.onBroadcast('gap-test', (data) => heard.push(data));
    await new Promise((r) => setTimeout(r, 200));
    expect(gaps).toEqual([]);

    // back through a slow relay: the subscriptions the client sends again reach the server a moment late,
    // and a broadcast sent once the handlers have run must still be heard
    relay.slowMs = 300;
    relay.cut();
    await expect.poll(() => gaps.length, { timeout: 10_000 }).toBe(2); // lost, then back through the relay
    sender.broadcast('gap-test', { after: 'reconnect' });
    await expect.poll(() => heard, { timeout: 5000 }).toEqual([{ after: 'reconnect' }]);
    relay.close();
  });
});
