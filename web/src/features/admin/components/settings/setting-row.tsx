import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { SettingEntry } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveTableActions, ResponsiveTableCell, ResponsiveTableRow } from '@/components/ui/responsive-table';
import { SettingValueEditor } from './setting-value-editor';

function SettingValue({ setting }: { setting: SettingEntry }) {
  if (setting.secret) {
    return (
      <Badge variant={setting.isSet ? 'default' : 'secondary'} data-testid={`setting-secret-state-${setting.key}`}>
        {setting.isSet ? 'Set' : 'Not set'}
      </Badge>
    );
  }
  return (
    <span className="font-mono text-sm break-all" data-testid={`setting-value-text-${setting.key}`}>
      {setting.value === '' ? <span className="text-muted-foreground italic">(empty)</span> : setting.value}
    </span>
  );
}

/** One setting: key, value (or set / not set for a secret), description; the value is edited inline. */
export function SettingRow({ setting }: { setting: SettingEntry }) {
  const [editing, setEditing] = useState(false);
  const { key } = setting;
  // Edit and the editor take each other's place under the focus: move it along, to the value on Edit and
  // back to Edit when the editor closes, or it drops to the page's body and a keyboard user starts over.
  const editButton = useRef<HTMLButtonElement>(null);
  const shownEditing = useRef(editing);
  useEffect(() => {
    if (shownEditing.current === editing) return;
    shownEditing.current = editing;
    if (editing) document.getElementById(`setting-value-${key}`)?.focus();
    else editButton.current?.focus();
  }, [editing, key]);
  return (
    <ResponsiveTableRow className="align-top" data-testid={`setting-${key}`}>
      <ResponsiveTableCell label="Key" className="font-mono text-sm font-semibold">
        {key}
      </ResponsiveTableCell>
      <ResponsiveTableCell label="Value">{editing ? <SettingValueEditor setting={setting} onDone={() => setEditing(false)} /> : <SettingValue setting={setting} />}</ResponsiveTableCell>
      <ResponsiveTableCell label="Description" className="text-sm text-muted-foreground">
        {setting.description ?? ''}
      </ResponsiveTableCell>
      <ResponsiveTableActions>
        {editing ? null : (
          <Button ref={editButton} size="sm" variant="outline" onClick={() => setEditing(true)} data-testid={`setting-edit-${key}`}>
            <Pencil /> Edit
          </Button>
        )}
      </ResponsiveTableActions>
    </ResponsiveTableRow>
  );
}
