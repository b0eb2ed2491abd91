import { useState } from 'react';
import { useAdminUsers } from '../../api/get-admin-users';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { UserRow } from './user-row';
import { UsersSearch } from './users-search';

/** The users, 20 a page, newest first, searchable by username or e-mail. */
export function UsersTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, isPending, error, isFetching } = useAdminUsers({ page, search });

  return (
    <div className="space-y-4">
      <UsersSearch
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <ListState id="admin-users" isPending={isPending} error={error} isEmpty={!data?.users.length} emptyText={search ? 'No users match your search.' : 'No users yet.'}>
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-users-table">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th className="px-3 py-2 font-medium">User</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Points</th>
                <th className="px-3 py-2 font-medium">Joined / IP</th>
                <th className="px-3 py-2 text-right font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {data ? <Pager id="admin-users-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
