import { describe, expect, it } from 'vitest';
import { Coalescer, oneItemPerKeyWaves } from '../../src/coalescer.js';

/** A batch runner whose batches finish only when the test says so. */
function gatedRunner() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (items.includes(13)) throw new Error('unlucky batch');
    return items.map((i) => i * 10);
  };
  const openNext = async () => {
    while (gates.length === 0) await new Promise((r) => setImmediate(r));
    gates.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, openNext };
}

describe('Coalescer (group commit)', () => {
  it('sends an item at once when nothing is in flight, so light load waits for nothing', async () => {
    const { batches, run, openNext } = gatedRunner();
    const c = new Coalescer(run, { maxInFlight: 1, maxBatch: 100 });
    const first = c.submit(1);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1]]);
    await openNext();
    expect(await first).toBe(10);
  });

  it('gathers what is submitted while a batch runs into the next one, and answers each caller with its own output', async () => {
    const { batches, run, openNext } = gatedRunner();
    const c = new Coalescer(run, { maxInFlight: 1, maxBatch: 100 });
    const answers = [1, 2, 3, 4, 5].map((i) => c.submit(i));
    await openNext();
    await openNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps batches within maxBatch and runs up to maxInFlight of them at once', async () => {
    const { batches, run, openNext } = gatedRunner();
    const c = new Coalescer(run, { maxInFlight: 2, maxBatch: 3 });
    const answers = Array.from({ length: 9 }, (_, i) => c.submit(i));
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[0], [1]]);
    for (let i = 0; i < 5; i++) await openNext();
    await Promise.all(answers);
    expect(batches).toEqual([[0], [1], [2, 3, 4], [5, 6, 7], [8]]);
  });

  it('fails every item of a failed batch with its error, and only those', async () => {
    const { run, openNext } = gatedRunner();
    const c = new Coalescer(run, { maxInFlight: 1, maxBatch: 100 });
    const first = c.submit(1);
    const unlucky = [c.submit(12), c.submit(13)].map((p) => p.then(String, (e: Error) => e.message));
    await openNext();
    await openNext();
    expect(await first).toBe(10);
    expect(await Promise.all(unlucky)).toEqual(['unlucky batch', 'unlucky batch']);
    const after = c.submit(14);
    await openNext();
    expect(await after).toBe(140);
  });
});

describe('oneItemPerKeyWaves', () => {
  it("puts each key's k-th item in wave k, keeping the order the items came in", () => {
    const bets = ['a', 'b', 'a', 'c', 'a', 'b'].map((userId) => ({ userId }));
    expect(oneItemPerKeyWaves(bets, (b) => b.userId)).toEqual([
      [0, 1, 3],
      [2, 5],
      [4],
    ]);
  });

  it('never holds two items of one key in a wave', () => {
    const bets = Array.from({ length: 200 }, (_, i) => ({ userId: `p${(i * 7) % 13}` }));
    const waves = oneItemPerKeyWaves(bets, (b) => b.userId);
    for (const wave of waves) expect(new Set(wave.map((i) => bets[i]!.userId)).size).toBe(wave.length);
    expect(waves.flat().sort((x, y) => x - y)).toEqual(bets.map((_, i) => i));
  });
});
