import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SerialPasses } from '../../src/application/serial-passes.js';

const silent = pino({ level: 'silent' });

describe('SerialPasses', () => {
  afterEach(() => vi.useRealTimers());

  it('runs its jobs one at a time, in the order queued, even after one fails', async () => {
    const mirror = new SerialPasses('test', silent);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = mirror.serially(async () => {
      order.push('first started');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first ended');
      throw new Error('NATS away');
    });
    const second = mirror.serially(async () => {
      order.push('second');
      return 2;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first started']);
    releaseFirst();
    await expect(first).rejects.toThrow('NATS away');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first started', 'first ended', 'second']);
  });

  it('runs a pass every interval, goes on after a failed one, and stops for good', async () => {
    vi.useFakeTimers();
    const mirror = new SerialPasses('test', silent);
    const pass = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('NATS away')).mockResolvedValue(undefined);
    mirror.startPasses(pass, 1_000);
    mirror.startPasses(pass, 1_000); // a second start does not add a second timer
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(3);
    await mirror.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('waits for the jobs already queued before it says it stopped', async () => {
    const mirror = new SerialPasses('test', silent);
    let written = false;
    void mirror.serially(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      written = true;
    });
    await mirror.stop();
    expect(written).toBe(true);
  });
});
