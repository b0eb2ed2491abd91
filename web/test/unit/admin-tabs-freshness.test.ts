import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { SettingEntry } from '@app/contracts';
import { createQueryClient } from '../../src/app/query-client';
import { adminChallengesQueryOptions } from '../../src/features/admin/api/get-admin-challenges';
import { adminSettingsQueryOptions } from '../../src/features/admin/api/get-admin-settings';
import { blockedIpsQueryOptions } from '../../src/features/admin/api/get-blocked-ips';
import { settingChangedSince } from '../../src/features/admin/components/settings/setting-rules';

// Settings, challenges and blocked addresses are shared by every admin: another admin's change is not
// announced to this tab, so under the app's never-stale default the tab kept showing what it first loaded,
// and an edit started from that old value silently undid the other admin's change (audit finding 6).

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = url.startsWith('/api/admin/blocked-ips') ? { blockedIps: [], total: 0, page: 1, pageSize: 20 } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** What useQuery does when a tab mounts: observe its query until the tab goes away (another tab is chosen). */
interface Tab {
  observe: (client: QueryClient) => { subscribe: (listener: () => void) => () => void };
  path: string;
}

async function openTab(client: QueryClient, tab: Tab): Promise<() => void> {
  const close = tab.observe(client).subscribe(() => {});
  await settle();
  return close;
}

const tabs: Record<string, Tab> = {
  settings: { observe: (client) => new QueryObserver(client, adminSettingsQueryOptions()), path: '/api/admin/settings' },
  challenges: { observe: (client) => new QueryObserver(client, adminChallengesQueryOptions()), path: '/api/admin/challenges' },
  'blocked IPs': { observe: (client) => new QueryObserver(client, blockedIpsQueryOptions(1)), path: '/api/admin/blocked-ips' },
};

describe('the Settings, Daily Challenges and Blocked IPs tabs ask again each time they open', () => {
  it.each(Object.entries(tabs))('%s: opened, left for another tab, opened again: two requests', async (_name, tab) => {
    const client = createQueryClient();
    const close = await openTab(client, tab);
    close();
    await openTab(client, tab);
    expect(requested.filter((url) => url.startsWith(tab.path))).toHaveLength(2);
  });

  it('blocked IPs: going back to a page seen before asks again', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, blockedIpsQueryOptions(1));
    observer.subscribe(() => {});
    await settle();
    observer.setOptions(blockedIpsQueryOptions(2));
    await settle();
    observer.setOptions(blockedIpsQueryOptions(1));
    await settle();
    expect(requested).toEqual(['/api/admin/blocked-ips?page=1&pageSize=20', '/api/admin/blocked-ips?page=2&pageSize=20', '/api/admin/blocked-ips?page=1&pageSize=20']);
  });
});

describe('an edit started from a value that changed on the server since', () => {
  const entry = (overrides: Partial<SettingEntry> = {}): SettingEntry => ({
    key: 'signup_bonus',
    value: '100',
    description: 'Points credited once to every new account',
    updatedAt: '2025-01-01T00:00:00.000Z',
    secret: false,
    isSet: true,
    ...overrides,
  });

  it('is noticed when another admin saved it (a new value or a new time), or set or cleared a secret', () => {
    expect(settingChangedSince(entry(), entry({ value: '333', updatedAt: '2025-01-02T00:00:00.000Z' }))).toBe(true);
    expect(settingChangedSince(entry(), entry({ updatedAt: '2025-01-02T00:00:00.000Z' }))).toBe(true);
    expect(settingChangedSince(entry({ updatedAt: null, isSet: false }), entry())).toBe(true);
    const secret = entry({ key: 'ogads_api_key', value: '', secret: true });
    expect(settingChangedSince(secret, { ...secret, isSet: false })).toBe(true);
  });

  it('is not, when the stored setting is the one the edit started from', () => {
    expect(settingChangedSince(entry(), entry())).toBe(false);
    expect(settingChangedSince(entry(), undefined)).toBe(false);
  });
});
