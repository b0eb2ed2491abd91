import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBlockedIps } from '../../api/get-blocked-ips';
import { useUnblockIp } from '../../api/unblock-ip';
import { formatDateTime } from '../shared/format-date';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { BlockIpForm } from './block-ip-form';

/** The blocked addresses (registration and login from them are refused), newest first. */
export function BlockedIpsTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, isFetching } = useBlockedIps(page);
  const unblock = useUnblockIp();

  return (
    <div className="space-y-6">
      <BlockIpForm />
      <ListState id="admin-blocked-ips" isPending={isPending} error={error} isEmpty={!data?.blockedIps.length} emptyText="No blocked IP addresses.">
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-blocked-ips-table">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th className="px-3 py-2 font-medium">IP address</th>
                <th className="px-3 py-2 font-medium">Reason</th>
                <th className="px-3 py-2 font-medium">Blocked</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Unblock</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.blockedIps.map((entry) => (
                <tr key={entry.ipAddress} className="border-b border-border/50 hover:bg-muted/30" data-testid={`blocked-ip-${entry.ipAddress}`}>
                  <td className="px-3 py-3 font-mono">{entry.ipAddress}</td>
                  <td className="px-3 py-3 text-muted-foreground">{entry.reason ?? ''}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">{formatDateTime(entry.createdAt)}</td>
                  <td className="px-3 py-3 text-right">
                    <Button size="sm" variant="outline" disabled={unblock.isPending} onClick={() => unblock.mutate(entry.ipAddress)} data-testid={`unblock-ip-${entry.ipAddress}`}>
                      Unblock
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {data ? <Pager id="admin-blocked-ips-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
