import { useMutation } from '@tanstack/react-query';
import type { ZGenerateSecretResponse } from '@app/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type GenerateSecretResponse = z.infer<typeof ZGenerateSecretResponse>;

/**
 * GET /api/installer/generate-secret -> {secret}. A mutation, not a query: each click asks for a new
 * secret, and a secret must not be cached and handed out twice.
 */
export function generateSecret(): Promise<GenerateSecretResponse> {
  return api.get<GenerateSecretResponse>('/api/installer/generate-secret');
}

export function useGenerateSecret() {
  return useMutation({ mutationFn: generateSecret });
}
