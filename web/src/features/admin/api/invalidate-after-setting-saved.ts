import type { QueryClient } from '@tanstack/react-query';
import { signupBonusQueryOptions } from '@/features/auth/api/get-signup-bonus';
import { siteQueryOptions } from '@/features/site/api/get-site';
import { adminSettingsQueryOptions } from './get-admin-settings';

const SIGNUP_BONUS_KEY = 'signup_bonus';
const SITE_NAME_KEY = 'site_name';

/**
 * What a saved setting changes on screen besides the Settings list: the signup bonus the landing and
 * auth pages show (spec section 7), and the site name in the admin's own navbar and title, which would
 * otherwise wait for its 30 s poll.
 */
export function invalidateAfterSettingSaved(queryClient: QueryClient, key: string): void {
  void queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions().queryKey });
  if (key === SIGNUP_BONUS_KEY) void queryClient.invalidateQueries({ queryKey: signupBonusQueryOptions().queryKey });
  if (key === SITE_NAME_KEY) void queryClient.invalidateQueries({ queryKey: siteQueryOptions().queryKey });
}
