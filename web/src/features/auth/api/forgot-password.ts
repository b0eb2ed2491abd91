import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ZForgotPasswordResponse } from '@app/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type ForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** POST /api/auth/forgot-password {email} -> {message}: the same message whether the account exists or not. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return api.post<ForgotPasswordResponse>('/api/auth/forgot-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
