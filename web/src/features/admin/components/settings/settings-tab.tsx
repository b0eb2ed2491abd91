import { ResponsiveTable, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { useAdminSettings } from '../../api/get-admin-settings';
import { ListState } from '../shared/list-state';
import { AddSettingForm } from './add-setting-form';
import { SettingRow } from './setting-row';

const COLUMNS: readonly ResponsiveTableColumn[] = [{ label: 'Key' }, { label: 'Value' }, { label: 'Description' }, { label: 'Edit', srOnly: true }];

/** Every setting (catalogue keys with their stored value or default, plus free-form keys), and a form to add one. */
export function SettingsTab() {
  const { data, isPending, error } = useAdminSettings();
  return (
    <div className="space-y-6">
      <AddSettingForm />
      <ListState id="admin-settings" isPending={isPending} error={error} isEmpty={!data?.length} emptyText="No settings yet.">
        <ResponsiveTable columns={COLUMNS} data-testid="admin-settings-table">
          {data?.map((setting) => (
            <SettingRow key={setting.key} setting={setting} />
          ))}
        </ResponsiveTable>
      </ListState>
    </div>
  );
}
