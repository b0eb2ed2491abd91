import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@app/contracts';
import { MAX_BUNDLE_BYTES, MAX_BUNDLE_EVENTS, bundleMessageId, decodeBundle, encodeBundle, planBundles, type PublishedEvent } from '../../src/bus/event-bundle.js';
import { registeredEvent } from '../support/registered-event.js';

const registered = (username?: string): PublishedEvent => ({ envelope: registeredEvent(username), requestId: randomUUID() });
const withdrawal = (): PublishedEvent => ({
  envelope: {
    id: randomUUID(),
    type: 'wallet.withdrawal.updated',
    version: 'v1',
    occurredAt: new Date().toISOString(),
    data: { withdrawalId: randomUUID(), userId: randomUUID(), status: 'completed', amount: 2500, method: 'robux' },
  } as EventEnvelope,
});

describe('planBundles', () => {
  it('puts the events of one type together, in the order given, and each type in its own bundle', () => {
    const events = [registered('a'), withdrawal(), registered('b'), registered('c'), withdrawal()];
    const bundles = planBundles(events);
    expect(bundles.map((b) => b.map((i) => i.index))).toEqual([
      [0, 2, 3],
      [1, 4],
    ]);
    expect(bundles.every((b) => new Set(b.map((i) => i.event.envelope.type)).size === 1)).toBe(true);
  });

  it(`starts a new bundle after ${MAX_BUNDLE_EVENTS} events`, () => {
    const bundles = planBundles(Array.from({ length: MAX_BUNDLE_EVENTS * 2 + 1 }, () => registered()));
    expect(bundles.map((b) => b.length)).toEqual([MAX_BUNDLE_EVENTS, MAX_BUNDLE_EVENTS, 1]);
  });

  it('keeps every bundle within the byte limit, and sends an event too large for any bundle alone', () => {
    const big = registered(`big_${'x'.repeat(MAX_BUNDLE_BYTES)}`);
    const events = [...Array.from({ length: 60 }, () => registered(`u_${'y'.repeat(8_000)}`)), big, registered()];
    const bundles = planBundles(events);
    for (const bundle of bundles) if (bundle.length > 1) expect(Buffer.byteLength(encodeBundle(bundle))).toBeLessThanOrEqual(MAX_BUNDLE_BYTES);
    expect(bundles.find((b) => b.some((i) => i.event === big))).toHaveLength(1);
    expect(bundles.flat().map((i) => i.index).sort((x, y) => x - y)).toEqual(events.map((_, i) => i));
  });
});

describe('a bundle on the wire', () => {
  it('decodes to the same events, each with the request id that caused it', () => {
    const events = [registered('a'), registered('b'), { envelope: registeredEvent('c') }];
    const { events: decoded, rejected } = decodeBundle(encodeBundle(planBundles(events)[0]!));
    expect(rejected).toBe(0);
    expect(decoded).toEqual(events);
  });

  it('drops an event that fails its schema and keeps the others', () => {
    const good = registered('good');
    const bad = registered('bad');
    (bad.envelope.data as { email: unknown }).email = 42;
    const { events, rejected } = decodeBundle(encodeBundle(planBundles([good, bad])[0]!));
    expect(rejected).toBe(1);
    expect(events.map((e) => e.envelope.id)).toEqual([good.envelope.id]);
  });

  it('refuses a body that carries no events', () => {
    expect(() => decodeBundle('{"nothing":[]}')).toThrow(/without its events/);
  });

  it('has a deduplication id that names its events: the same events give the same id, others another', () => {
    const events = [registered(), registered(), registered()];
    const again = planBundles(events)[0]!;
    expect(bundleMessageId(planBundles(events)[0]!)).toBe(bundleMessageId(again));
    expect(bundleMessageId(planBundles([...events, registered()])[0]!)).not.toBe(bundleMessageId(again));
    expect(bundleMessageId(planBundles(events.slice(1))[0]!)).not.toBe(bundleMessageId(again));
  });
});
