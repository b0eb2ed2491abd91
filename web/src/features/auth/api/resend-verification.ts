import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import type { ZResendVerificationRequest, ZResendVerificationResponse } from '@app/contracts';
import type { z } from 'zod';
import { api, errorMessage } from '@/lib/api-client';

type ResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;
type ResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

/** POST /api/auth/resend-verification {email} -> {message} */
export function resendVerification(body: ResendVerificationRequest): Promise<ResendVerificationResponse> {
  return api.post<ResendVerificationResponse>('/api/auth/resend-verification', body);
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => {
      toast({ title: 'Verification Email Sent', description: 'Check your email inbox for the verification link.' });
    },
    onError: (error) => {
      toast({ title: 'Failed to Send Email', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    },
  });
}
