import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { forgetRecentLists } from '@/features/games/components/shared/recent-store';
import { installerStatusQueryOptions } from '@/features/installer/api/get-installer-status';
import { api, errorMessage } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/auth/logout with an empty body. */
export function logout(): Promise<LogoutResponse> {
  return api.post<LogoutResponse>('/api/auth/logout');
}

export function useLogout({ onLoggedOut }: { onLoggedOut: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Logout empties every cached answer (spec section 4). Two facts survive because we know them:
      // nobody is signed in now, and the install state did not change (keeps the install gate from flashing).
      const installStatus = queryClient.getQueryData(installerStatusQueryOptions().queryKey);
      queryClient.clear();
      forgetRecentLists();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      if (installStatus) queryClient.setQueryData(installerStatusQueryOptions().queryKey, installStatus);
      toast({ title: 'Logged out', description: 'See you next time!' });
      onLoggedOut();
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorMessage(error, error.message), variant: 'destructive' });
    },
  });
}
