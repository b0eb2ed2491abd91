import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, ZUpdateProfileResponse } from '@app/contracts';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { api, errorMessage } from '@/lib/api-client';

type UpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

/** POST /api/auth/update-profile {firstName, lastName, email} -> {message, user}. */
export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return api.post<UpdateProfileResponse>('/api/auth/update-profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result?.user) queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
    },
  });
}
