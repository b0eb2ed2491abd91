import type { SettingEntry } from '@app/contracts';
import type { KeyValueStore, Logger } from '@app/platform';
import { assertValidSettingChange, listSettingEntries, settingChangeDetails, settingValueChanges, toSettingEntry } from '../domain/settings.js';
import { recordAdminAction } from '../db/audit-log.js';
import type { AdminPrisma, AdminTx } from '../db/client.js';
import { listStoredSettings, upsertSetting } from '../db/settings-repository.js';
import { SerialPasses } from './serial-passes.js';

/** A missed KV put (NATS briefly away, or restarted without its bucket) is repaired by the next pass at most this much later. */
export const MIRROR_INTERVAL_MS = 30_000;

export interface SettingChange {
  key: string;
  value: string;
  description?: string | undefined;
}

/** Who makes a change, for the audit log. */
export interface Actor {
  adminId: string;
  ipAddress: string | null;
  /** the request's Idempotency-Key, when the client sent one: a repeat is a replay of the first action */
  requestKey?: string;
}

/**
 * The settings store: the database is the truth; the KV bucket every service's SettingsView watches is
 * a mirror of it, written after each commit and re-checked on start and every MIRROR_INTERVAL_MS.
 */
export class SettingsStore {
  private readonly mirror: SerialPasses;

  constructor(
    private readonly prisma: AdminPrisma,
    private readonly kv: KeyValueStore,
    private readonly logger: Logger,
  ) {
    this.mirror = new SerialPasses('settings mirror', logger);
  }

  async list(): Promise<SettingEntry[]> {
    return listSettingEntries(await listStoredSettings(this.prisma));
  }

  /** One admin's change: validated, stored with its audit entry in one transaction, then mirrored. */
  async update(change: SettingChange, actor: Actor): Promise<SettingEntry> {
    assertValidSettingChange(change.key, change.value);
    const [stored] = await this.prisma.$transaction((tx) => this.writeInTransaction(tx, [change], actor));
    await this.publishAfterCommit([change.key]);
    return toSettingEntry(change.key, stored);
  }

  /**
   * Validates and stores changes inside the caller's transaction, each that changes the value with its
   * 'setting.updated' audit entry (a value equal to the stored one or to the default is not a change: the
   * installer writes all its settings, most often left as they were). The caller calls publishAfterCommit
   * once the transaction has committed.
   */
  async writeInTransaction(tx: AdminTx, changes: readonly SettingChange[], actor: Actor) {
    for (const change of changes) assertValidSettingChange(change.key, change.value);
    const results = [];
    for (const change of changes) {
      const { previous, stored } = await upsertSetting(tx, change);
      if (!settingValueChanges(change.key, previous, change.value)) {
        results.push(stored);
        continue;
      }
      await recordAdminAction(tx, {
        adminId: actor.adminId,
        action: 'setting.updated',
        targetType: 'setting',
        targetId: change.key,
        details: settingChangeDetails(change.key, previous, change.value),
        ipAddress: actor.ipAddress,
      });
      results.push(stored);
    }
    return results;
  }

  /**
   * Puts the committed values of `keys` into the KV bucket. A failure is logged, not thrown: the value is
   * committed, and the next mirror pass puts it.
   */
  async publishAfterCommit(keys: readonly string[]): Promise<void> {
    await this.mirror.serially(async () => {
      // The values are read again rather than taken from the caller: of two quick changes of one key,
      // the KV must end with the one that committed last.
      for (const s of await listStoredSettings(this.prisma, keys)) await this.kv.put(s.key, s.value);
    }).catch((err: unknown) => this.logger.warn({ err, keys }, 'settings stored but not yet mirrored to KV; the next mirror pass will'));
  }

  /** Puts every stored setting whose KV value differs (missing after a restart of NATS, a missed put). */
  async mirrorAll(): Promise<number> {
    return this.mirror.serially(async () => {
      const current = await this.kv.entries();
      let repaired = 0;
      for (const s of await listStoredSettings(this.prisma)) {
        if (current.get(s.key) === s.value) continue;
        await this.kv.put(s.key, s.value);
        repaired++;
      }
      if (repaired) this.logger.info({ repaired }, 'settings mirrored to KV');
      return repaired;
    });
  }

  startMirroring(intervalMs = MIRROR_INTERVAL_MS): void {
    this.mirror.startPasses(() => this.mirrorAll(), intervalMs);
  }

  stopMirroring(): Promise<void> {
    return this.mirror.stop();
  }
}
