import { useAdminSettings } from '../../api/get-admin-settings';
import { ListState } from '../shared/list-state';
import { AddSettingForm } from './add-setting-form';
import { SettingRow } from './setting-row';

/** Every setting (catalogue keys with their stored value or default, plus free-form keys), and a form to add one. */
export function SettingsTab() {
  const { data, isPending, error } = useAdminSettings();
  return (
    <div className="space-y-6">
      <AddSettingForm />
      <ListState id="admin-settings" isPending={isPending} error={error} isEmpty={!data?.length} emptyText="No settings yet.">
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-settings-table">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th className="px-3 py-2 font-medium">Key</th>
                <th className="px-3 py-2 font-medium">Value</th>
                <th className="px-3 py-2 font-medium">Description</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.map((setting) => (
                <SettingRow key={setting.key} setting={setting} />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </div>
  );
}
