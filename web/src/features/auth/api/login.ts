import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { forgetRecentLists } from '@/features/games/components/shared/recent-store';
import { api, errorMessage } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/auth/login {username, password} -> {user} */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      // a session that ended without a logout may leave another player's recent rounds in this tab
      forgetRecentLists();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      toast({ title: 'Welcome back!', description: `Logged in as ${user.username}` });
    },
    onError: (error) => {
      console.error('Login failed', error);
      toast({ title: 'Login failed', description: errorMessage(error, error.message), variant: 'destructive' });
    },
  });
}
