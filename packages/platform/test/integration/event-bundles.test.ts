import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, headers, type NatsConnection } from 'nats';
import { pino } from 'pino';
import type { EventEnvelope } from '@app/contracts';
import { NatsBus, batchedConsumer, currentRequestId, type PublishedEvent } from '@app/platform';
import { testServers, uniqueName } from '@app/platform/testing';
import { eventually } from '../support/eventually.js';
import { registeredEvent } from '../support/registered-event.js';

const logger = pino({ level: 'silent' });

const registered = (prefix: string): PublishedEvent => ({ envelope: registeredEvent(uniqueName(prefix)), requestId: `req-${randomUUID()}` });
const usernameOf = (e: PublishedEvent | EventEnvelope) => ('envelope' in e ? (e.envelope as EventEnvelope<'auth.user.registered'>) : (e as EventEnvelope<'auth.user.registered'>)).data.username;

// What the relay's batches look like on the broker and to the consumers (the contract both buses keep is in
// bus-contract.test.ts): the NATS bus carries the events of one type in one message.
describe('NATS bus: event bundles', () => {
  const namespace = uniqueName('bundles');
  let bus: NatsBus;
  let nc: NatsConnection;
  /** an inbox, as every real consumer has: the events applied, each with the handler call that applied it */
  const applied = new Map<string, number>();
  /** how often the handler was called per username, applied or not */
  const handled = new Map<string, number>();
  const handledUnder = new Map<string, string | undefined>();
  const failOnce = new Set<string>();
  const batchSizes: number[] = [];
  const batched = new Set<string>();

  const streamMessages = async () => (await (await nc.jetstreamManager()).streams.info(`${namespace}_EVENTS`)).state.messages;

  beforeAll(async () => {
    nc = await connect({ servers: testServers.natsUrl });
    bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'bundle-test', logger, namespace });
    bus.consume({
      durable: 'bundle-one-by-one',
      types: ['auth.user.registered'],
      handle: async (event) => {
        const name = event.data.username;
        handled.set(name, (handled.get(name) ?? 0) + 1);
        if (failOnce.delete(name)) throw new Error('transient');
        handledUnder.set(name, currentRequestId());
        // as a consumer's inbox does: a redelivered event has no second effect
        if (!applied.has(event.id)) applied.set(event.id, handled.get(name)!);
      },
    });
    bus.consume(
      batchedConsumer({
        durable: 'bundle-batches',
        types: ['auth.user.registered'],
        batchSize: 10,
        handleBatch: async (events) => {
          batchSizes.push(events.length);
          for (const e of events) batched.add(e.data.username);
        },
      }),
    );
    await bus.start();
  });
  afterAll(async () => {
    await bus.destroyNamespace();
    await bus.close();
    await nc.close();
  });

  it('stores a batch of one type as one message, and hands each event to each consumer under its own request id', async () => {
    const events = Array.from({ length: 30 }, () => registered('together'));
    const before = await streamMessages();
    const results = await bus.publishAll(events);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await streamMessages()) - before).toBe(1);
    await eventually(() => events.every((e) => handledUnder.has(usernameOf(e)) && batched.has(usernameOf(e))), 10_000);
    for (const e of events) {
      expect(handled.get(usernameOf(e))).toBe(1);
      expect(handledUnder.get(usernameOf(e))).toBe(e.requestId);
    }
    // a consumer's batch never holds more than its batchSize, even when one message brings more
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(10);
  });

  it('stores events of different types in a message per type', async () => {
    const withdrawal = (): PublishedEvent => ({
      envelope: { id: randomUUID(), type: 'wallet.withdrawal.updated', version: 'v1', occurredAt: new Date().toISOString(), data: { withdrawalId: randomUUID(), userId: randomUUID(), status: 'completed', amount: 2500, method: 'robux' } } as EventEnvelope,
    });
    const before = await streamMessages();
    const results = await bus.publishAll([registered('mixed'), withdrawal(), registered('mixed'), withdrawal()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((await streamMessages()) - before).toBe(2);
  });

  it('lets the broker drop the same bundle published again (a relay that died before deleting it)', async () => {
    const events = Array.from({ length: 5 }, () => registered('again'));
    const before = await streamMessages();
    await bus.publishAll(events);
    await bus.publishAll(events);
    expect((await streamMessages()) - before).toBe(1);
    await eventually(() => events.every((e) => applied.has(e.envelope.id)), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    for (const e of events) expect(handled.get(usernameOf(e))).toBe(1);
  });

  it('redelivers a whole bundle when one of its events fails; the events after it wait, none is lost', async () => {
    const events = Array.from({ length: 6 }, () => registered('retry'));
    failOnce.add(usernameOf(events[3]!));
    await bus.publishAll(events);
    await eventually(() => events.every((e) => applied.has(e.envelope.id)), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    // the events before the failing one came again with the bundle (their inbox entries dropped them), the
    // failing one was applied on its second call, the ones after it were never called before it succeeded
    expect(events.map((e) => handled.get(usernameOf(e)))).toEqual([2, 2, 2, 2, 1, 1]);
    expect(events.map((e) => applied.get(e.envelope.id))).toEqual([1, 1, 1, 2, 1, 1]);
  });

  it('drops a bundled event that fails its schema and delivers the others', async () => {
    const good = registered('schema_ok');
    const bad = registered('schema_bad');
    (bad.envelope.data as { email: unknown }).email = 42;
    const h = headers();
    h.set('x-event-bundle', '2');
    const body = JSON.stringify({ events: [bad, good].map((e) => ({ requestId: e.requestId, envelope: e.envelope })) });
    await (await nc.jetstream()).publish(`${namespace}.auth.user.registered`, new TextEncoder().encode(body), { headers: h });
    await eventually(() => applied.has(good.envelope.id), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(handled.has(usernameOf(bad))).toBe(false);
    expect(handled.get(usernameOf(good))).toBe(1);
  });

  it('sends each event as its own message when bundles are off, as a cluster mid-upgrade needs', async () => {
    const unbundled = await NatsBus.connect({ url: testServers.natsUrl, service: 'bundle-test-off', logger, namespace, bundleEvents: false });
    try {
      const events = Array.from({ length: 4 }, () => registered('single'));
      const before = await streamMessages();
      const results = await unbundled.publishAll(events);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect((await streamMessages()) - before).toBe(4);
      await eventually(() => events.every((e) => handledUnder.get(usernameOf(e)) === e.requestId), 10_000);
    } finally {
      await unbundled.close();
    }
  });
});
