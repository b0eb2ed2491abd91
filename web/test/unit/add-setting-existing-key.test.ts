import { describe, expect, it } from 'vitest';
import type { SettingEntry } from '@app/contracts';
import { existingKeyNotice } from '../../src/features/admin/components/settings/setting-rules';

// The Add Setting form sent the same PUT as Edit: typing a listed key (signup_bonus, a secret) there
// overwrote its stored value with no confirmation and without showing what was replaced.
const listed: SettingEntry[] = [
  { key: 'signup_bonus', value: '150', description: 'Points credited once to every new account', updatedAt: null, secret: false, isSet: true },
  { key: 'promo_banner', value: 'Hi', description: null, updatedAt: null, secret: false, isSet: true },
];

describe('the Add Setting form and a key already in the list', () => {
  it('says the key exists and where to change it, for a catalogue key and a free-form one', () => {
    expect(existingKeyNotice('signup_bonus', listed)).toBe('signup_bonus already exists: change it with its Edit button in the list below.');
    expect(existingKeyNotice(' promo_banner ', listed)).toContain('promo_banner already exists');
  });

  it('says nothing for a new key, an empty one, or before the list has loaded', () => {
    expect(existingKeyNotice('promo_footer', listed)).toBeNull();
    expect(existingKeyNotice('  ', listed)).toBeNull();
    expect(existingKeyNotice('signup_bonus', undefined)).toBeNull();
  });
});
