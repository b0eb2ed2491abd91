import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostBlockedIpRequest, PostBlockedIpResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { blockedIpsQueryKeyRoot } from './get-blocked-ips';

/** POST /api/admin/blocked-ips {ipAddress, reason?} -> {blockedIp, created, actionId}. */
export function blockIp(body: PostBlockedIpRequest): Promise<PostBlockedIpResponse> {
  return adminApi.post<PostBlockedIpResponse>('/api/admin/blocked-ips', body);
}

export function useBlockIp(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockIp,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: blockedIpsQueryKeyRoot });
      const description = answer.created ? `${answer.blockedIp.ipAddress} is blocked.` : `${answer.blockedIp.ipAddress} was already blocked.`;
      toast({ title: 'IP Blocked', description });
      options.onSuccess?.();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to block IP'), variant: 'destructive' }),
  });
}
