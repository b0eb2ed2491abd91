import { paths } from '@/app/paths';
import { toast } from '@/components/ui/use-toast';
import { api, isApiError, type RequestOptions } from '@/lib/api-client';

/** How long the 'Unauthorized' toast shows before the page leaves for /auth (spec section 9: 500 ms). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

let leaving = false;

/**
 * Spec section 6 as decided by design section 7: an admin request answered 401 shows 'Unauthorized' /
 * 'You are logged out. Logging in again...' and goes to /auth after 500 ms. A full page load, so the
 * cached signed-in user is dropped with it. Several failing requests at once raise it only once.
 */
export function handleAdminUnauthorized(error: unknown): void {
  if (!isApiError(error) || error.status !== 401 || leaving) return;
  leaving = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => window.location.assign(paths.auth), UNAUTHORIZED_REDIRECT_MS);
}

async function guarded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    handleAdminUnauthorized(error);
    throw error;
  }
}

/** The api-client for /api/admin/*: the same calls, plus the 401 experience above. */
export const adminApi = {
  get: <T>(path: string, options?: RequestOptions) => guarded(api.get<T>(path, options)),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => guarded(api.post<T>(path, body, options)),
  put: <T>(path: string, body?: unknown) => guarded(api.put<T>(path, body)),
  patch: <T>(path: string, body?: unknown) => guarded(api.patch<T>(path, body)),
  delete: <T>(path: string) => guarded(api.delete<T>(path)),
};

/** Every admin query's key starts with this. */
export const adminQueryKeyRoot = ['admin'] as const;

/** The rows of a paged admin list (the panel's pages are 20 rows, spec section 9). */
export const ADMIN_PAGE_SIZE = 20;
