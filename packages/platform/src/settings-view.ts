import { readSetting, type SettingKey, type SettingValue } from '@app/contracts';
import type { Logger } from 'pino';
import type { KeyValueStore } from './bus/bus.js';

/**
 * The KV key the admin service's installer sets to INSTALLED_VALUE when it locks itself (and keeps set,
 * from its install_state, at every start and mirror pass). Not a setting: '/' is outside the setting-key
 * pattern, so no admin can store, list or overwrite it through the settings API.
 */
export const INSTALLED_KV_KEY = 'installer/state';
export const INSTALLED_VALUE = 'installed';

/**
 * A service's live, read-only view of the admin's settings: loaded from the KV bucket at start and
 * kept current by a watch, so `get` is synchronous and a change applies within a second everywhere.
 */
export class SettingsView {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Set<(key: string) => void>();
  private unwatch: (() => void) | null = null;
  /** Once seen installed, always installed (the installer never unlocks). */
  private installedSeen = false;

  constructor(private readonly kv: KeyValueStore | null = null) {}

  static async load(kv: KeyValueStore, logger: Logger): Promise<SettingsView> {
    const view = new SettingsView(kv);
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

  /**
   * Whether the installer has completed (design section 2: until then the site is the installer). The
   * watched value answers at once; while it says not installed, the KV store itself is asked, so a
   * request that follows the install's answer is not refused because the watch is a moment behind.
   */
  async installed(): Promise<boolean> {
    if (this.installedSeen || this.values.get(INSTALLED_KV_KEY) === INSTALLED_VALUE) return (this.installedSeen = true);
    if (this.kv && (await this.kv.get(INSTALLED_KV_KEY)) === INSTALLED_VALUE) return (this.installedSeen = true);
    return false;
  }

  onChange(listener: (key: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.unwatch?.();
  }
}
