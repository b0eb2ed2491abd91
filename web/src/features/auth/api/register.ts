import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/auth/register {username, email, password, firstName, lastName, ref?} -> {user, message} */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/auth/register', body);
}

/**
 * The welcome toast says what the server answered: its message names the user and the bonus actually
 * credited (the signup_bonus setting, or no bonus at all when it is 0), never the amount the screen
 * showed, which may be the fallback of a failed GET /api/signup-bonus.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, message }) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      toast({ title: 'Account created!', description: message });
    },
    onError: (error) => {
      console.error('Registration failed', error);
      toast({ title: 'Registration failed', description: errorMessage(error, error.message), variant: 'destructive' });
    },
  });
}
