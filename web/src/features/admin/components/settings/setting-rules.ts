import { DAILY_CHALLENGES_KEY, isKnownSetting, type SettingEntry } from '@app/contracts';
import { errorMessage, isApiError } from '@/lib/api-client';

/** The Add Setting form's example key: a free-form one, since every key a service reads is already listed. */
export const ADD_SETTING_KEY_EXAMPLE = 'promo_banner';

/**
 * What the Add Setting form says, before saving, about a key that is not in the settings catalogue: it is
 * stored, but no service reads it (a typo of a real key, say `daily_withdrawal_limit` for
 * `withdrawal_daily_limit`, changes nothing). null for a catalogue key, or while the key is empty.
 */
export function freeFormKeyNotice(key: string): string | null {
  const trimmed = key.trim();
  if (!trimmed || isKnownSetting(trimmed)) return null;
  if (trimmed === DAILY_CHALLENGES_KEY) return `${DAILY_CHALLENGES_KEY} is reserved: edit the challenges in the Daily Challenges tab.`;
  return `${trimmed} is not one of the listed settings: it is stored as a free-form setting that no service reads.`;
}

/**
 * What the Add Setting form says about a key that is already in the list, and why it will not save it:
 * the same PUT would overwrite the stored value (a live one such as signup_bonus, or a secret) with no
 * confirmation and no undo, while Edit shows the value being replaced. null for a new key.
 */
export function existingKeyNotice(key: string, settings: readonly SettingEntry[] | undefined): string | null {
  const trimmed = key.trim();
  if (!trimmed || !settings?.some((setting) => setting.key === trimmed)) return null;
  return `${trimmed} already exists: change it with its Edit button in the list below.`;
}

/**
 * Whether a setting changed on the server since an edit of it started from `loaded`: another admin saved
 * it (its time or value differs), or it was set or cleared. An entry that is gone counts as unchanged.
 */
export function settingChangedSince(loaded: SettingEntry, current: SettingEntry | undefined): boolean {
  if (!current) return false;
  return current.updatedAt !== loaded.updatedAt || current.value !== loaded.value || current.isSet !== loaded.isSet;
}

export type SettingFormField = 'key' | 'value' | 'description';

/**
 * Where a failed save is said in a setting form: under the field the server named (a refused key, value
 * or description), else under the value, which is what the save was about. null while nothing failed.
 * The message stays there (a toast goes away) until the admin changes the field or saves again.
 */
export function settingSaveError(error: unknown): { field: SettingFormField; message: string } | null {
  if (!error) return null;
  const named = isApiError(error) ? error.field : undefined;
  const field: SettingFormField = named === 'key' || named === 'description' ? named : 'value';
  return { field, message: errorMessage(error, 'Failed to update setting') };
}
