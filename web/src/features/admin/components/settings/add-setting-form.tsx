import { useState, type FormEvent } from 'react';
import { Plus, AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAdminSettings } from '../../api/get-admin-settings';
import { useUpdateSetting } from '../../api/update-setting';
import { ADD_SETTING_KEY_EXAMPLE, existingKeyNotice, freeFormKeyNotice, settingSaveError, type SettingFormField } from './setting-rules';

/**
 * Stores a new key and value; with either one empty nothing happens (spec section 5). A key outside the
 * settings catalogue is accepted, but the form says before saving that no service reads it. A key already
 * listed is not saved from here: that would overwrite its value unseen (it is edited in its row).
 */
export function AddSettingForm() {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const { data: settings } = useAdminSettings();
  const update = useUpdateSetting({
    onSuccess: () => {
      setKey('');
      setValue('');
      setDescription('');
    },
  });

  const existing = existingKeyNotice(key, settings);
  const notice = existing ?? freeFormKeyNotice(key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim() || !value.trim() || existing) return;
    update.mutate({ key: key.trim(), value, description: description.trim() || undefined });
  };
  // a refusal is said under the field it concerns (as well as in the toast); what was typed stays
  const saveError = settingSaveError(update.error);
  const errorId = (field: SettingFormField) => `new-setting-${field}-error`;
  const fieldProps = (field: SettingFormField, alsoDescribedBy?: string) => {
    const failed = saveError?.field === field;
    const describedBy = [alsoDescribedBy, failed ? errorId(field) : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': failed ? true : undefined, 'aria-describedby': describedBy || undefined };
  };
  const edited = (set: (next: string) => void) => (next: string) => {
    set(next);
    if (update.isError) update.reset();
  };
  const fieldError = (field: SettingFormField) =>
    saveError?.field === field ? (
      <p id={errorId(field)} role="alert" className="text-sm text-destructive" data-testid={errorId(field)}>
        {saveError.message}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" noValidate data-testid="add-setting-form">
      <div className="grid gap-2">
        <Label htmlFor="new-setting-key">Key</Label>
        <Input
          id="new-setting-key"
          value={key}
          maxLength={100}
          {...fieldProps('key', notice ? 'new-setting-key-notice' : undefined)}
          placeholder={`e.g. ${ADD_SETTING_KEY_EXAMPLE}`}
          onChange={(e) => edited(setKey)(e.target.value)}
          data-testid="new-setting-key"
        />
        {fieldError('key')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-setting-value">Value</Label>
        <Input id="new-setting-value" value={value} {...fieldProps('value')} onChange={(e) => edited(setValue)(e.target.value)} data-testid="new-setting-value" />
        {fieldError('value')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-setting-description">Description (optional)</Label>
        <Input
          id="new-setting-description"
          value={description}
          maxLength={500}
          {...fieldProps('description')}
          onChange={(e) => edited(setDescription)(e.target.value)}
          data-testid="new-setting-description"
        />
        {fieldError('description')}
      </div>
      <SubmitButton disabled={update.isPending || existing !== null} data-testid="add-setting-submit">
        {update.isPending ? <Spinner /> : <Plus />} Add Setting
      </SubmitButton>
      {notice ? (
        <Alert variant="warning" className="sm:col-span-4" id="new-setting-key-notice" data-testid="new-setting-key-notice">
          <AlertTriangle aria-hidden />
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
