import { DAILY_CHALLENGES_KEY, isKnownSetting, settingsCatalogue, validateSetting, ZSettingKey, type SettingEntry } from '@app/contracts';
import { AppError, validationError } from '@app/platform';

/** A row of the settings table, as the rules below need it. */
export interface StoredSetting {
  key: string;
  value: string;
  description: string | null;
  updatedAt: Date;
}

export function isSecretSetting(key: string): boolean {
  return isKnownSetting(key) && settingsCatalogue[key].secret === true;
}

/** The text a catalogue setting has until an admin stores one (what `readSetting` falls back to). */
function defaultText(key: keyof typeof settingsCatalogue): string {
  return String(settingsCatalogue[key].default);
}

/** One row of the admin's settings screen; a secret's value never leaves the service. */
export function toSettingEntry(key: string, stored: StoredSetting | undefined): SettingEntry {
  const secret = isSecretSetting(key);
  const known = isKnownSetting(key);
  const value = stored ? stored.value : known ? defaultText(key) : '';
  return {
    key,
    value: secret ? '' : value,
    description: known ? settingsCatalogue[key].description : (stored?.description ?? null),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
    secret,
    isSet: secret ? Boolean(stored?.value) : stored !== undefined,
  };
}

/** Every catalogue key (in catalogue order, stored value or default), then the stored free-form keys by name. */
export function listSettingEntries(stored: readonly StoredSetting[]): SettingEntry[] {
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const catalogueKeys = Object.keys(settingsCatalogue);
  const freeForm = stored
    .map((s) => s.key)
    .filter((key) => !isKnownSetting(key))
    .sort();
  return [...catalogueKeys, ...freeForm].map((key) => toSettingEntry(key, byKey.get(key)));
}

/**
 * Refuses a change an admin may not make: a malformed or reserved key (400 on `key`) or a value that breaks
 * the key's rule (400 on `value`, the message naming the key and the rule).
 */
export function assertValidSettingChange(key: string, value: string): void {
  const parsedKey = ZSettingKey.safeParse(key);
  if (!parsedKey.success) throw validationError(parsedKey.error, 'key');
  // The challenges' KV document shares the bucket; a setting of that name would overwrite it.
  if (key === DAILY_CHALLENGES_KEY) throw new AppError('VALIDATION_FAILED', `${key} is edited on the Daily Challenges tab, not as a setting`, 'key');
  // The catalogue coerces numbers, which would read an emptied field as 0: a number must be written out.
  if (isKnownSetting(key) && typeof settingsCatalogue[key].default === 'number' && value.trim() === '') {
    throw new AppError('VALIDATION_FAILED', `${key}: a number is required`, 'value');
  }
  const problem = validateSetting(key, value);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, 'value');
}

/**
 * Whether storing `to` over `from` (null: never stored) changes what the site uses: a catalogue key never
 * stored is at its default, a secret never stored is empty. A write that changes nothing is not audited.
 */
export function settingValueChanges(key: string, from: string | null, to: string): boolean {
  if (from !== null) return from !== to;
  if (isSecretSetting(key)) return to !== '';
  return isKnownSetting(key) ? defaultText(key) !== to : true;
}

/**
 * What the audit log keeps of a change: the old and new text, except for secrets (only that one changed).
 * A catalogue key never stored before was at its default, which is what the change replaced.
 */
export function settingChangeDetails(key: string, from: string | null, to: string): Record<string, string | boolean | null> {
  // a secret never stored is empty (not set): storing '' over it changes nothing
  if (isSecretSetting(key)) return { key, secret: true, changed: (from ?? '') !== to };
  if (from === null && isKnownSetting(key)) return { key, from: defaultText(key), to, wasDefault: true };
  return { key, from, to };
}
