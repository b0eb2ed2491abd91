import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminStatsResponse, AdminUser, CurrentUser, SettingEntry } from '@app/contracts';
import { createQueryClient } from '../../src/app/query-client';
import { currentUserQueryOptions } from '../../src/features/auth/api/get-current-user';
import { adminStatsQueryOptions } from '../../src/features/admin/api/get-admin-stats';
import { AdminStatsCards } from '../../src/features/admin/components/admin-stats-cards';
import { rainConfirmText, defaultRainDurationMs } from '../../src/features/admin/components/rain/rain-confirm';
import { AddSettingForm } from '../../src/features/admin/components/settings/add-setting-form';
import { ADD_SETTING_KEY_EXAMPLE, freeFormKeyNotice } from '../../src/features/admin/components/settings/setting-rules';
import { SettingValueEditor } from '../../src/features/admin/components/settings/setting-value-editor';
import { UserRow } from '../../src/features/admin/components/users/user-row';

// What the admin panel shows, rendered as the server would (no browser here): audit findings 7, 8, 10,
// 11, 12 and 20. The browser test (test/browser/admin.test.ts) clicks through the rain and clear dialogs.

const ADMIN_ID = 'admin-1';

/** Renders one element with a query cache holding the signed-in admin and whatever else is given. */
function render(element: ReactElement, cached: [readonly unknown[], unknown][] = []): string {
  const client = createQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, { id: ADMIN_ID, username: 'root', isAdmin: true } as CurrentUser);
  for (const [key, data] of cached) client.setQueryData(key, data);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, element));
}

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  level: 1,
  id: 'u-1',
  username: 'pia',
  email: 'pia@example.test',
  firstName: null,
  lastName: null,
  emailVerified: true,
  isAdmin: false,
  isBanned: false,
  banReason: null,
  points: 100,
  createdAt: '2025-01-01T00:00:00.000Z',
  ipAddress: null,
  ...overrides,
});

describe('the stats cards', () => {
  const stats: AdminStatsResponse = { totalUsers: 3, totalPointsDistributed: 3_460, pendingWithdrawals: 0, awaitingPaymentWithdrawals: 2 };
  const html = () => render(createElement(AdminStatsCards), [[adminStatsQueryOptions().queryKey, stats]]);

  it('show the approved withdrawals awaiting the admin’s payment apart from the pending ones (finding 10)', () => {
    expect(html()).toContain('data-testid="admin-stat-awaiting-payment-value">2</span> approved, awaiting payment');
    expect(html()).toMatch(/data-testid="admin-stat-pending-withdrawals-value">0</);
  });

  it('label points distributed as net of what admins took back (finding 11)', () => {
    expect(html()).toContain('Points Distributed (net)');
    expect(html()).toContain('less admin deductions');
  });
});

describe('the Add Setting form (finding 7)', () => {
  it('suggests a free-form key, not a misspelling of a real one', () => {
    expect(render(createElement(AddSettingForm))).toContain(`placeholder="e.g. ${ADD_SETTING_KEY_EXAMPLE}"`);
    expect(ADD_SETTING_KEY_EXAMPLE).not.toBe('daily_withdrawal_limit');
  });

  it('warns before saving that a key outside the catalogue is read by no service', () => {
    expect(freeFormKeyNotice('daily_withdrawal_limit')).toBe('daily_withdrawal_limit is not one of the listed settings: it is stored as a free-form setting that no service reads.');
    expect(freeFormKeyNotice(` ${ADD_SETTING_KEY_EXAMPLE} `)).toContain('no service reads');
    expect(freeFormKeyNotice('daily_challenges')).toContain('Daily Challenges tab');
  });

  it('says nothing for a catalogue key, or before a key is typed', () => {
    expect(freeFormKeyNotice('withdrawal_daily_limit')).toBeNull();
    expect(freeFormKeyNotice('signup_bonus ')).toBeNull();
    expect(freeFormKeyNotice('  ')).toBeNull();
  });
});

describe('a secret setting’s editor (finding 8)', () => {
  const secret = (isSet: boolean): SettingEntry => ({ key: 'ogads_api_key', value: '', description: 'OGAds API key', updatedAt: null, secret: true, isSet });
  const editor = (setting: SettingEntry) => render(createElement(SettingValueEditor, { setting, onDone: () => {} }));

  it('offers Clear for a stored secret', () => {
    expect(editor(secret(true))).toContain('data-testid="setting-clear-ogads_api_key"');
  });

  it('not for a secret that is not set, nor for a plain setting', () => {
    expect(editor(secret(false))).not.toContain('setting-clear-');
    expect(editor({ key: 'signup_bonus', value: '100', description: null, updatedAt: null, secret: false, isSet: false })).not.toContain('setting-clear-');
  });
});

describe('an on/off setting’s editor (audit, session 10: a free-text box where true or false had to be typed)', () => {
  const onOff = (value: string): SettingEntry => ({ key: 'email_enabled', value, description: null, updatedAt: null, secret: false, isSet: true });
  const editor = (setting: SettingEntry) => render(createElement(SettingValueEditor, { setting, onDone: () => {} }));

  it('offers On and Off, with the stored value chosen', () => {
    const html = editor(onOff('true'));
    expect(html).toMatch(/<select[^>]*data-testid="setting-value-email_enabled"/);
    expect(html).toContain('<option value="true" selected="">On (true)</option>');
    expect(html).toContain('<option value="false">Off (false)</option>');
  });

  it('keeps a text box for the other settings', () => {
    expect(editor({ key: 'signup_bonus', value: '100', description: null, updatedAt: null, secret: false, isSet: false })).toMatch(/<input[^>]*data-testid="setting-value-signup_bonus"/);
  });
});

describe('the rain confirmation (finding 12)', () => {
  it('states the amount and the duration typed', () => {
    expect(rainConfirmText({ amount: 50_000, durationMs: 15_000 }, 30_000)).toBe('Rain 50,000 points for 15 s?');
  });

  it('states the default duration when none was typed', () => {
    const settings = [{ key: 'rain_default_duration_ms', value: '20000', description: null, updatedAt: null, secret: false, isSet: true }];
    expect(rainConfirmText({ amount: 50 }, defaultRainDurationMs(settings))).toBe('Rain 50 points for 20 s (the default)?');
    expect(rainConfirmText({ amount: 50 }, defaultRainDurationMs(undefined))).toBe('Rain 50 points for the default duration?');
  });
});

describe('a row of the Users tab (finding 20)', () => {
  const row = (u: AdminUser) => render(createElement('table', null, createElement('tbody', null, createElement(UserRow, { user: u }))));

  it('has no Ban button on the signed-in admin’s own row', () => {
    expect(row(user({ id: ADMIN_ID, isAdmin: true }))).not.toContain(`ban-user-${ADMIN_ID}`);
    expect(row(user())).toContain('data-testid="ban-user-u-1"');
  });

  it('shows a banned user’s reason', () => {
    expect(row(user({ isBanned: true, banReason: 'chargeback fraud' }))).toContain('Reason: chargeback fraud');
  });
});
