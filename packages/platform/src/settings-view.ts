import { readSetting, type SettingKey, type SettingValue } from '@app/contracts';
import type { Logger } from 'pino';
import type { KeyValueStore } from './bus/bus.js';

/**
 * A service's live, read-only view of the admin's settings: loaded from the KV bucket at start and
 * kept current by a watch, so `get` is synchronous and a change applies within a second everywhere.
 */
export class SettingsView {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Set<(key: string) => void>();
  private unwatch: (() => void) | null = null;

  static async load(kv: KeyValueStore, logger: Logger): Promise<SettingsView> {
    const view = new SettingsView();
    view.unwatch = await kv.watch((key, value) => {
      if (value === null) view.values.delete(key);
      else view.values.set(key, value);
      logger.debug({ key }, 'setting changed');
      for (const l of view.listeners) l(key);
    });
    for (const [key, value] of await kv.entries()) if (!view.values.has(key)) view.values.set(key, value);
    return view;
  }

  get<K extends SettingKey>(key: K): SettingValue<K> {
    return readSetting(key, this.values.get(key));
  }

  /** For settings that are not in the catalogue (free-form text, JSON documents such as challenges). */
  raw(key: string): string | undefined {
    return this.values.get(key);
  }

  onChange(listener: (key: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.unwatch?.();
  }
}
