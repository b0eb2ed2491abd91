import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { AppError, MemoryBus, NatsBus, batchedConsumer, type Bus } from '@app/platform';
import { testServers, uniqueName } from '@app/platform/testing';
import { eventually } from '../support/eventually.js';
import { registeredEvent } from '../support/registered-event.js';

const logger = pino({ level: 'silent' });

// The same contract, checked against both implementations: the code above the bus relies on it.
describe.each([
  ['NATS', () => NatsBus.connect({ url: testServers.natsUrl, service: 'bus-test', logger, namespace: uniqueName('bus') })],
  ['in-process', async () => new MemoryBus(logger)],
] as const)('%s bus', (_name, create) => {
  let bus: Bus;
  const seen: string[] = [];
  let failuresLeft = 2;
  const batchedSeen: string[] = [];
  const batchSizes: number[] = [];
  let poisonFailuresLeft = 0;
  const gatheredBatches: string[][] = [];

  beforeAll(async () => {
    bus = await create();
    bus.serve('wallet.v1.account.get', async ({ userId }) => {
      if (userId === 'missing') throw new AppError('NOT_FOUND', 'No such account');
      return { userId, points: 42, totalEarned: 50, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: 1 };
    });
    bus.consume({
      durable: 'test-registered',
      types: ['auth.user.registered'],
      handle: async (event) => {
        if (event.data.username === 'flaky' && failuresLeft-- > 0) throw new Error('transient');
        seen.push(event.data.username);
      },
    });
    bus.consume(
      batchedConsumer({
        durable: 'test-registered-batches',
        types: ['auth.user.registered'],
        batchSize: 50,
        handleBatch: async (events) => {
          // as long as a database round trip, so that later events arrive meanwhile
          await new Promise((r) => setTimeout(r, 10));
          // all or nothing, as one SQL statement would be
          if (events.some((e) => e.data.username.startsWith('poison') && poisonFailuresLeft-- > 0)) throw new Error('poisoned batch');
          batchSizes.push(events.length);
          batchedSeen.push(...events.map((e) => e.data.username));
        },
      }),
    );
    bus.consume(
      batchedConsumer({
        durable: 'test-registered-gathered',
        types: ['auth.user.registered'],
        gatherMs: 300,
        handleBatch: async (events) => {
          gatheredBatches.push(events.map((e) => e.data.username));
        },
      }),
    );
    await bus.start();
  });

  afterAll(async () => {
    if (bus instanceof NatsBus) await bus.destroyNamespace();
    await bus.close();
  });

  it('answers a command with its typed reply', async () => {
    await expect(bus.request('wallet.v1.account.get', { userId: 'u1' })).resolves.toMatchObject({ userId: 'u1', points: 42 });
  });

  it('turns a typed error reply back into an AppError with its code', async () => {
    await expect(bus.request('wallet.v1.account.get', { userId: 'missing' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an invalid command payload with VALIDATION_FAILED naming the field', async () => {
    await expect(bus.request('wallet.v1.account.get', { userId: 7 } as never)).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'userId' });
  });

  it('answers UNAVAILABLE when nobody serves the subject', async () => {
    await expect(bus.request('auth.v1.user.get', { userId: 'x' }, { timeoutMs: 500 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('delivers an event once even when it is published twice with the same id', async () => {
    const event = registeredEvent(uniqueName('u'));
    await bus.publish(event);
    await bus.publish(event);
    await eventually(() => seen.includes(event.data.username));
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.filter((u) => u === event.data.username)).toHaveLength(1);
  });

  it('publishes a batch (the outbox relay\'s), each event once to each consumer, and says of each that it went out', async () => {
    const events = Array.from({ length: 25 }, () => registeredEvent(uniqueName('all')));
    const results = await bus.publishAll(events.map((envelope) => ({ envelope })));
    expect(results.map((r) => r.status)).toEqual(events.map(() => 'fulfilled'));
    const names = events.map((e) => e.data.username);
    await eventually(() => names.every((n) => seen.includes(n) && batchedSeen.includes(n)), 10_000);
    await new Promise((r) => setTimeout(r, 200));
    for (const name of names) {
      expect(seen.filter((n) => n === name)).toHaveLength(1);
      expect(batchedSeen.filter((n) => n === name)).toHaveLength(1);
    }
  });

  it('redelivers an event whose handler failed until it succeeds', async () => {
    await bus.publish(registeredEvent('flaky'));
    await eventually(() => seen.includes('flaky'), 10_000);
  });

  it('hands a batched consumer what arrived together, each event once', async () => {
    const names = Array.from({ length: 40 }, () => uniqueName('b'));
    await Promise.all(names.map((name) => bus.publish(registeredEvent(name))));
    await eventually(() => names.every((n) => batchedSeen.includes(n)), 15_000);
    await new Promise((r) => setTimeout(r, 200));
    for (const name of names) expect(batchedSeen.filter((n) => n === name)).toHaveLength(1);
    // the broker hands over what has arrived meanwhile; the in-process bus delivers each event as it is published
    if (bus instanceof NatsBus) expect(Math.max(...batchSizes)).toBeGreaterThan(1);
  });

  it('lets a steady trickle of events gather into one batch for up to gatherMs', async () => {
    const names = Array.from({ length: 8 }, () => uniqueName('trickle'));
    for (const name of names) {
      await bus.publish(registeredEvent(name));
      await new Promise((r) => setTimeout(r, 10));
    }
    await eventually(() => names.every((n) => gatheredBatches.flat().includes(n)), 5000);
    const sizes = gatheredBatches.filter((b) => b.some((n) => names.includes(n))).map((b) => b.length);
    // the broker's consumer waits for company; the in-process bus hands each event over as it is published
    if (bus instanceof NatsBus) expect(Math.max(...sizes)).toBeGreaterThanOrEqual(4);
    else expect(sizes.every((n) => n === 1)).toBe(true);
  });

  it('retries a failing batch event by event, so one bad event holds no other back', async () => {
    const names = Array.from({ length: 40 }, (_, i) => uniqueName(i === 17 ? 'poison' : 'b'));
    poisonFailuresLeft = 3;
    await Promise.all(names.map((name) => bus.publish(registeredEvent(name))));
    await eventually(() => names.every((n) => batchedSeen.includes(n)), 15_000);
    await new Promise((r) => setTimeout(r, 200));
    for (const name of names) expect(batchedSeen.filter((n) => n === name)).toHaveLength(1);
    expect(poisonFailuresLeft).toBeLessThanOrEqual(0);
  });

  it('tells KV watchers about every change', async () => {
    const changes: [string, string | null][] = [];
    const stop = await bus.kv.watch((k, v) => changes.push([k, v]));
    await bus.kv.put('signup_bonus', '250');
    await eventually(() => changes.some(([k, v]) => k === 'signup_bonus' && v === '250'));
    expect(await bus.kv.get('signup_bonus')).toBe('250');
    expect((await bus.kv.entries()).get('signup_bonus')).toBe('250');
    stop();
  });

  it('broadcasts to every subscriber', async () => {
    const got: unknown[] = [];
    bus.onBroadcast('test-channel', (d) => got.push(d));
    await new Promise((r) => setTimeout(r, 50));
    bus.broadcast('test-channel', { hello: 1 });
    await eventually(() => got.length === 1);
    expect(got[0]).toEqual({ hello: 1 });
  });

  it('keeps AppError as the thrown type', async () => {
    const err = await bus.request('wallet.v1.account.get', { userId: 'missing' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
  });
});
