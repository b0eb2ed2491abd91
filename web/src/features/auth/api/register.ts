import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/auth/register {username, email, password, firstName, lastName, ref?} -> {user} */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/auth/register', body);
}

/** `signupBonus` is the configured bonus the screen already shows, so the welcome names the real amount. */
export function useRegister({ signupBonus }: { signupBonus: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      const name = user.firstName || user.username;
      toast({
        title: 'Account created!',
        description: `Welcome, ${name}! You received ${formatPoints(signupBonus)} bonus points to get started.`,
      });
    },
    onError: (error) => {
      console.error('Registration failed', error);
      toast({ title: 'Registration failed', description: errorMessage(error, error.message), variant: 'destructive' });
    },
  });
}
