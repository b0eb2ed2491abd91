import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, ResponsiveTableActions, ResponsiveTableCell, ResponsiveTableRow, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { useBlockedIps } from '../../api/get-blocked-ips';
import { useUnblockIp } from '../../api/unblock-ip';
import { formatDateTime } from '../shared/format-date';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { usePageInRange } from '../shared/use-page-in-range';
import { BlockIpForm } from './block-ip-form';

const COLUMNS: readonly ResponsiveTableColumn[] = [{ label: 'IP address' }, { label: 'Reason' }, { label: 'Blocked' }, { label: 'Unblock', srOnly: true }];

/** The blocked addresses (registration and login from them are refused), newest first. */
export function BlockedIpsTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, isFetching } = useBlockedIps(page);
  usePageInRange(page, data, setPage);
  const unblock = useUnblockIp();

  return (
    <div className="space-y-6">
      <BlockIpForm />
      <ListState id="admin-blocked-ips" isPending={isPending} error={error} isEmpty={!data?.blockedIps.length} emptyText="No blocked IP addresses.">
        <ResponsiveTable columns={COLUMNS} data-testid="admin-blocked-ips-table">
          {data?.blockedIps.map((entry) => (
            <ResponsiveTableRow key={entry.ipAddress} data-testid={`blocked-ip-${entry.ipAddress}`}>
              <ResponsiveTableCell label="IP address" className="font-mono">
                {entry.ipAddress}
              </ResponsiveTableCell>
              <ResponsiveTableCell label="Reason" className="text-muted-foreground">
                {entry.reason ?? ''}
              </ResponsiveTableCell>
              <ResponsiveTableCell label="Blocked" className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(entry.createdAt)}
              </ResponsiveTableCell>
              <ResponsiveTableActions>
                <Button size="sm" variant="outline" disabled={unblock.isPending} onClick={() => unblock.mutate(entry.ipAddress)} data-testid={`unblock-ip-${entry.ipAddress}`}>
                  Unblock
                </Button>
              </ResponsiveTableActions>
            </ResponsiveTableRow>
          ))}
        </ResponsiveTable>
      </ListState>
      {data ? <Pager id="admin-blocked-ips-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
