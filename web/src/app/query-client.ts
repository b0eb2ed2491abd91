import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: data never goes stale, is not refetched on window focus and is not retried. Screens
 * that need fresh data poll (refetchInterval) or are invalidated by the mutation that changed it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
