import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { SettingEntry } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
  return (
    <tr className="border-b border-border/50 align-top hover:bg-muted/30" data-testid={`setting-${key}`}>
      <td className="px-3 py-3 font-mono text-sm font-semibold">{key}</td>
      <td className="px-3 py-3">{editing ? <SettingValueEditor setting={setting} onDone={() => setEditing(false)} /> : <SettingValue setting={setting} />}</td>
      <td className="px-3 py-3 text-sm text-muted-foreground">{setting.description ?? ''}</td>
      <td className="px-3 py-3 text-right">
        {editing ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid={`setting-edit-${key}`}>
            <Pencil /> Edit
          </Button>
        )}
      </td>
    </tr>
  );
}
