import { useState } from 'react';
import { ResponsiveTable, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { useAdminUsers } from '../../api/get-admin-users';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { usePageInRange } from '../shared/use-page-in-range';
import { UserRow } from './user-row';
import { UsersSearch } from './users-search';

const COLUMNS: readonly ResponsiveTableColumn[] = [{ label: 'User' }, { label: 'Status' }, { label: 'Points', align: 'right' }, { label: 'Joined / IP' }, { label: 'Actions', align: 'right' }];

/** The users, 20 a page, newest first, searchable by username or e-mail. */
export function UsersTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, isPending, error, isFetching } = useAdminUsers({ page, search });
  usePageInRange(page, data, setPage);

  return (
    <div className="space-y-4">
      <UsersSearch
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <ListState id="admin-users" isPending={isPending} error={error} isEmpty={!data?.users.length} emptyText={search ? 'No users match your search.' : 'No users yet.'}>
        <ResponsiveTable columns={COLUMNS} data-testid="admin-users-table">
          {data?.users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ResponsiveTable>
      </ListState>
      {data ? <Pager id="admin-users-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
