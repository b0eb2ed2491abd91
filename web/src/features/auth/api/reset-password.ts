import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, ZResetPasswordResponse } from '@app/contracts';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';

type ResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/** POST /api/auth/reset-password {token, password} -> {message} */
export function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return api.post<ResetPasswordResponse>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => {
      toast({ title: 'Password Reset Successful', description: message || 'You can now sign in with your new password.' });
    },
    onError: (error) => {
      toast({ title: 'Reset Failed', description: errorMessage(error, error.message), variant: 'destructive' });
    },
  });
}
