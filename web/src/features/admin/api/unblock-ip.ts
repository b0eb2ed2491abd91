import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteBlockedIpResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { blockedIpsQueryKeyRoot } from './get-blocked-ips';

/** DELETE /api/admin/blocked-ips/{ipAddress} (URL-encoded for IPv6) -> {removed, actionId}. */
export function unblockIp(ipAddress: string): Promise<DeleteBlockedIpResponse> {
  return adminApi.delete<DeleteBlockedIpResponse>(`/api/admin/blocked-ips/${encodeURIComponent(ipAddress)}`);
}

export function useUnblockIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockIp,
    onSuccess: (answer, ipAddress) => {
      void queryClient.invalidateQueries({ queryKey: blockedIpsQueryKeyRoot });
      toast({ title: 'IP Unblocked', description: answer.removed ? `${ipAddress} is no longer blocked.` : `${ipAddress} was not blocked.` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to unblock IP'), variant: 'destructive' }),
  });
}
