import { currentRequestId, runForRequests } from './context.js';

interface Waiting<I, O> {
  item: I;
  /** the request that submitted the item: the batch names it in its logs and outgoing calls */
  requestId: string | undefined;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for one kind of write: items submitted while `maxInFlight` batches are already running
 * wait, and go together in the next batch (one statement, one round trip, instead of one each). Under
 * light load a batch is a single item sent at once, so nothing waits for a batch to fill; under heavy load
 * batches grow with the load. `run` answers each item in order; if it throws, every item of that batch
 * fails with its error. A batch runs under the request ids of its items (context.ts runForRequests), so
 * what it logs and sends names the requests it serves rather than whichever one happened to start it.
 */
export class Coalescer<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: { maxInFlight: number; maxBatch: number },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, requestId: currentRequestId(), resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.waiting.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight++;
      Promise.resolve()
        .then(() => runForRequests(batch.map((w) => w.requestId), () => this.run(batch.map((w) => w.item))))
        .then(
          (outputs) => batch.forEach((w, i) => w.resolve(outputs[i]!)),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.next();
        });
    }
  }
}

/**
 * Splits a batch into waves that each hold at most one item per key (the k-th item of every key in wave
 * k), as indexes into `items`: a wave can go in one statement that changes each key's row once, and the
 * items of one key still apply in the order they came.
 */
export function oneItemPerKeyWaves<T>(items: readonly T[], keyOf: (item: T) => string): number[][] {
  const waves: number[][] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const wave = seen.get(key) ?? 0;
    seen.set(key, wave + 1);
    (waves[wave] ??= []).push(index);
  });
  return waves;
}
