import { useState, type FormEvent } from 'react';
import type { SettingEntry } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateSetting } from '../../api/update-setting';

interface SettingValueEditorProps {
  setting: SettingEntry;
  onDone: () => void;
}

/** Edits one value in place; a secret gets a write-only password box that starts empty. */
export function SettingValueEditor({ setting, onDone }: SettingValueEditorProps) {
  const { key, secret } = setting;
  const [value, setValue] = useState(secret ? '' : setting.value);
  const update = useUpdateSetting({ onSuccess: onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty secret box means 'unchanged', so a stray Save never wipes an API key.
    if (secret && !value) return;
    update.mutate({ key, value });
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" noValidate>
      <Label htmlFor={`setting-value-${key}`} className="sr-only">
        Value of {key}
      </Label>
      <Input
        id={`setting-value-${key}`}
        type={secret ? 'password' : 'text'}
        autoComplete={secret ? 'new-password' : 'off'}
        placeholder={secret ? 'New value (write-only)' : undefined}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="min-w-48 flex-1"
        data-testid={`setting-value-${key}`}
      />
      <Button type="submit" size="sm" disabled={update.isPending} data-testid={`setting-save-${key}`}>
        {update.isPending ? <Spinner /> : null} Save
      </Button>
      <Button size="sm" variant="outline" onClick={onDone} data-testid={`setting-cancel-${key}`}>
        Cancel
      </Button>
    </form>
  );
}
