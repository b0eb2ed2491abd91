import { useState } from 'react';
import type { AdminActionView } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { useAdminActions } from '../../api/get-admin-actions';
import { formatDateTime } from '../shared/format-date';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { detailLines, targetText } from './audit-entry-text';

const STATUS_VARIANTS = { done: 'default', pending: 'gold', failed: 'destructive' } as const;

function TargetCell({ action }: { action: AdminActionView }) {
  const target = targetText(action);
  return (
    <td className="px-3 py-3 text-xs" title={target.title || undefined}>
      <div className="font-medium">{target.primary}</div>
      {target.secondary ? <div className="text-muted-foreground">{target.secondary}</div> : null}
    </td>
  );
}

/** The audit log, newest first: who did what to what, with which details, from where, when. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, isFetching } = useAdminActions(page);

  return (
    <div className="space-y-4">
      <ListState id="admin-actions" isPending={isPending} error={error} isEmpty={!data?.actions.length} emptyText="No admin actions yet.">
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-actions-table">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th className="px-3 py-2 font-medium">Admin</th>
                <th className="px-3 py-2 font-medium">Action</th>
                <th className="px-3 py-2 font-medium">Target</th>
                <th className="px-3 py-2 font-medium">Details</th>
                <th className="px-3 py-2 font-medium">IP</th>
                <th className="px-3 py-2 font-medium">When</th>
              </tr>
            </thead>
            <tbody>
              {data?.actions.map((action) => (
                <tr key={action.id} className="border-b border-border/50 align-top hover:bg-muted/30" data-testid={`admin-action-${action.id}`}>
                  <td className="px-3 py-3 font-semibold">{action.adminUsername ?? action.adminId}</td>
                  <td className="px-3 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-mono">{action.action}</span>
                      <Badge variant={STATUS_VARIANTS[action.status]} className="capitalize">
                        {action.status}
                      </Badge>
                    </div>
                  </td>
                  <TargetCell action={action} />
                  <td className="max-w-sm px-3 py-3 text-xs break-words text-muted-foreground">
                    {detailLines(action).map((line, i) => (
                      <div key={i}>{line}</div>
                    ))}
                  </td>
                  <td className="px-3 py-3 font-mono text-xs">{action.ipAddress ?? '—'}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">{formatDateTime(action.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {data ? <Pager id="admin-actions-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
