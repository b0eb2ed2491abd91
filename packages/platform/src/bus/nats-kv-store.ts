import { KvWatchInclude, type KV } from 'nats';
import type { KeyValueStore } from './bus.js';

/** The settings bucket behind the Bus's `kv`. */
export class NatsKeyValueStore implements KeyValueStore {
  constructor(private readonly bucket: KV) {}

  async get(key: string) {
    const entry = await this.bucket.get(key);
    return entry && entry.operation === 'PUT' ? entry.string() : null;
  }

  async put(key: string, value: string) {
    await this.bucket.put(key, value);
  }

  async delete(key: string) {
    await this.bucket.delete(key);
  }

  async entries() {
    const result = new Map<string, string>();
    // Collect every key before reading any: awaiting a get() inside the keys() iteration ends
    // nats.js's iterator after the first key (seen with nats 2.29 against nats-server 2.9).
    const keys: string[] = [];
    for await (const key of await this.bucket.keys()) keys.push(key);
    for (const key of keys) {
      const value = await this.get(key);
      if (value !== null) result.set(key, value);
    }
    return result;
  }

  async watch(onChange: (key: string, value: string | null) => void) {
    const watcher = await this.bucket.watch({ include: KvWatchInclude.UpdatesOnly });
    void (async () => {
      for await (const e of watcher) onChange(e.key, e.operation === 'PUT' ? e.string() : null);
    })();
    return () => watcher.stop();
  }
}
