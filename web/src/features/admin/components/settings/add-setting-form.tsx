import { useState, type FormEvent } from 'react';
import { Plus, AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateSetting } from '../../api/update-setting';
import { ADD_SETTING_KEY_EXAMPLE, freeFormKeyNotice } from './setting-rules';

/**
 * Stores a new key and value; with either one empty nothing happens (spec section 5). A key outside the
 * settings catalogue is accepted, but the form says before saving that no service reads it.
 */
export function AddSettingForm() {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const update = useUpdateSetting({
    onSuccess: () => {
      setKey('');
      setValue('');
      setDescription('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim() || !value.trim()) return;
    update.mutate({ key: key.trim(), value, description: description.trim() || undefined });
  };
  const notice = freeFormKeyNotice(key);

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" noValidate data-testid="add-setting-form">
      <div className="grid gap-2">
        <Label htmlFor="new-setting-key">Key</Label>
        <Input id="new-setting-key" value={key} maxLength={100} aria-describedby={notice ? 'new-setting-key-notice' : undefined} placeholder={`e.g. ${ADD_SETTING_KEY_EXAMPLE}`} onChange={(e) => setKey(e.target.value)} data-testid="new-setting-key" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-setting-value">Value</Label>
        <Input id="new-setting-value" value={value} onChange={(e) => setValue(e.target.value)} data-testid="new-setting-value" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-setting-description">Description (optional)</Label>
        <Input id="new-setting-description" value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} data-testid="new-setting-description" />
      </div>
      <Button type="submit" disabled={update.isPending} data-testid="add-setting-submit">
        {update.isPending ? <Spinner /> : <Plus />} Add Setting
      </Button>
      {notice ? (
        <Alert variant="warning" className="sm:col-span-4" id="new-setting-key-notice" data-testid="new-setting-key-notice">
          <AlertTriangle aria-hidden />
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
