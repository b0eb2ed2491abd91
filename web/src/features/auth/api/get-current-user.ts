import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@app/contracts';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/auth/user. A 401 is not an error here: it means nobody is signed in (spec section 8). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * The signed-in user, for screens under the protected routes. Calling it anywhere else is a bug, so it
 * throws instead of returning null (spec section 8: auth helpers outside their provider raise an error).
 */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser must be used under a protected route, after the user has loaded');
  return data;
}
