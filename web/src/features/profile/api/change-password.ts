import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';

/** POST /api/auth/change-password {currentPassword, newPassword} -> {message}. */
export function changePassword(body: ChangePasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Password Changed', description: 'Your password has been changed successfully.' });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to change password'), variant: 'destructive' });
    },
  });
}
