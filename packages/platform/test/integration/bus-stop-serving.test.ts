import { afterAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { NatsBus } from '@app/platform';
import { testServers, uniqueName } from '@app/platform/testing';
import { registeredEvent } from '../support/registered-event.js';

const logger = pino({ level: 'silent' });
const account = (userId: string, points: number) => ({ userId, points, totalEarned: 0, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: 1 });

// A replica stopping (SIGTERM) used to close its database while NATS still brought it commands and
// events, which then failed against the closed pool. stopServing comes first now: it lets go of new work,
// finishes what it holds, and keeps the connection for what the stopping service still has to send.
describe('NATS bus: stopServing, the first step of a replica shutdown', () => {
  const namespace = uniqueName('stopserving');
  const buses: NatsBus[] = [];
  const connect = async () => {
    const bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'stop-serving-test', logger, namespace });
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await buses[0]?.destroyNamespace();
    for (const bus of buses) await bus.close();
  });

  it('answers the commands it holds, leaves new ones to the other replica, and can still send', async () => {
    const stopping = await connect();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stopping.serve('wallet.v1.account.get', async ({ userId }) => {
      if (userId === 'held') await gate;
      return account(userId, 1);
    });
    await stopping.start();
    const caller = await connect();
    await caller.start();

    const held = caller.request('wallet.v1.account.get', { userId: 'held' }, { timeoutMs: 10_000 });
    await new Promise((r) => setTimeout(r, 200)); // the held command has reached its handler
    let stopped = false;
    const stop = stopping.stopServing().then(() => (stopped = true));

    const other = await connect();
    other.serve('wallet.v1.account.get', async ({ userId }) => account(userId, 2));
    await other.start();
    await new Promise((r) => setTimeout(r, 200));
    expect(await caller.request('wallet.v1.account.get', { userId: 'new' })).toMatchObject({ points: 2 });
    expect(stopped).toBe(false); // still holding the first command

    release();
    expect(await held).toMatchObject({ userId: 'held', points: 1 });
    await stop;
    for (let i = 0; i < 5; i++) expect(await caller.request('wallet.v1.account.get', { userId: `after-${i}` })).toMatchObject({ points: 2 });
    // the connection is still there for what a stopping service sends
    await expect(stopping.request('wallet.v1.account.get', { userId: 'from-the-stopping-one' })).resolves.toMatchObject({ points: 2 });
    await expect(stopping.publish(registeredEvent())).resolves.toBeUndefined();
  });

  it('waits for a command that never settles (a hung dependency) a few seconds at most', async () => {
    const stopping = await connect();
    stopping.serve('wallet.v1.account.get', () => new Promise(() => undefined));
    await stopping.start();
    const caller = await connect();
    void caller.request('wallet.v1.account.get', { userId: 'hangs' }, { timeoutMs: 10_000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await stopping.stopServing();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('takes no event after it, leaving them to the next consumer of the same durable', async () => {
    const stopping = await connect();
    const handledBy: Record<string, string> = {};
    stopping.consume({ durable: 'stop-serving-feed', types: ['auth.user.registered'], handle: async (e) => void (handledBy[e.id] = 'stopping') });
    await stopping.start();
    const before = registeredEvent();
    await stopping.publish(before);
    await expect.poll(() => handledBy[before.id], { timeout: 5000 }).toBe('stopping');

    await stopping.stopServing();
    const after = registeredEvent();
    await stopping.publish(after);
    await new Promise((r) => setTimeout(r, 1000));
    expect(handledBy[after.id]).toBeUndefined();

    const next = await connect();
    next.consume({ durable: 'stop-serving-feed', types: ['auth.user.registered'], handle: async (e) => void (handledBy[e.id] ??= 'next') });
    await next.start();
    await expect.poll(() => handledBy[after.id], { timeout: 5000 }).toBe('next');
  });
});
