import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { invalidateAfterSettingSaved } from '../../src/features/admin/api/invalidate-after-setting-saved';
import { signupBonusQueryOptions } from '../../src/features/auth/api/get-signup-bonus';
import { siteQueryOptions } from '../../src/features/site/api/get-site';

// An admin who renamed the site (site_name) in the Settings tab kept seeing the old name in the navbar
// and the title of the very page they saved it from, for up to 30 s (the site name's poll).

const requested: string[] = [];
const asked = (path: string) => requested.filter((url) => url.startsWith(path)).length;

beforeEach(() => {
  requested.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = url.startsWith('/api/public/site') ? { siteName: 'Renamed' } : url.startsWith('/api/signup-bonus') ? { signupBonus: 100 } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The navbar and the auth pages observe these while the admin is on the Settings tab. */
async function onScreen(client: QueryClient): Promise<void> {
  new QueryObserver(client, siteQueryOptions()).subscribe(() => {});
  new QueryObserver(client, signupBonusQueryOptions()).subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
}

describe('what a saved setting refreshes at once', () => {
  it('asks for the site name again when site_name is saved, not 30 s later', async () => {
    const client = createQueryClient();
    await onScreen(client);
    expect(asked('/api/public/site')).toBe(1);
    invalidateAfterSettingSaved(client, 'site_name');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked('/api/public/site')).toBe(2);
    expect(asked('/api/signup-bonus')).toBe(1);
  });

  it('asks for the signup bonus again when signup_bonus is saved (spec section 7)', async () => {
    const client = createQueryClient();
    await onScreen(client);
    invalidateAfterSettingSaved(client, 'signup_bonus');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked('/api/signup-bonus')).toBe(2);
    expect(asked('/api/public/site')).toBe(1);
  });
});
