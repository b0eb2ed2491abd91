import { useState } from 'react';
import type { AdminActionView } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { ResponsiveTable, ResponsiveTableCell, ResponsiveTableRow, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { useAdminActions } from '../../api/get-admin-actions';
import { formatDateTime } from '../shared/format-date';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { usePageInRange } from '../shared/use-page-in-range';
import { detailLines, targetText } from './audit-entry-text';

const COLUMNS: readonly ResponsiveTableColumn[] = [{ label: 'Admin' }, { label: 'Action' }, { label: 'Target' }, { label: 'Details' }, { label: 'IP' }, { label: 'When' }];
const STATUS_VARIANTS = { done: 'default', pending: 'gold', failed: 'destructive' } as const;

function TargetCell({ action }: { action: AdminActionView }) {
  const target = targetText(action);
  return (
    <ResponsiveTableCell label="Target" className="text-xs" title={target.title || undefined}>
      <div className="font-medium">{target.primary}</div>
      {target.secondary ? <div className="text-muted-foreground">{target.secondary}</div> : null}
    </ResponsiveTableCell>
  );
}

/** The audit log, newest first: who did what to what, with which details, from where, when. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, isFetching } = useAdminActions(page);
  usePageInRange(page, data, setPage);

  return (
    <div className="space-y-4">
      <ListState id="admin-actions" isPending={isPending} error={error} isEmpty={!data?.actions.length} emptyText="No admin actions yet.">
        <ResponsiveTable columns={COLUMNS} data-testid="admin-actions-table">
          {data?.actions.map((action) => (
            <ResponsiveTableRow key={action.id} className="align-top" data-testid={`admin-action-${action.id}`}>
              <ResponsiveTableCell label="Admin" className="font-semibold">
                {action.adminUsername ?? action.adminId}
              </ResponsiveTableCell>
              <ResponsiveTableCell label="Action">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono">{action.action}</span>
                  <Badge variant={STATUS_VARIANTS[action.status]} className="capitalize">
                    {action.status}
                  </Badge>
                </div>
              </ResponsiveTableCell>
              <TargetCell action={action} />
              <ResponsiveTableCell label="Details" className="max-w-sm text-xs break-words text-muted-foreground">
                {detailLines(action).map((line, i) => (
                  <div key={i}>{line}</div>
                ))}
              </ResponsiveTableCell>
              <ResponsiveTableCell label="IP" className="font-mono text-xs">
                {action.ipAddress ?? '—'}
              </ResponsiveTableCell>
              <ResponsiveTableCell label="When" className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(action.createdAt)}
              </ResponsiveTableCell>
            </ResponsiveTableRow>
          ))}
        </ResponsiveTable>
      </ListState>
      {data ? <Pager id="admin-actions-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
