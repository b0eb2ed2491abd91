import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isKnownSetting, settingsCatalogue, type SettingEntry } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { adminSettingsQueryOptions } from '../../api/get-admin-settings';
import { useUpdateSetting } from '../../api/update-setting';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { settingChangedSince, settingSaveError } from './setting-rules';

/** An on/off setting (email_enabled, rain_auto_enabled): stored as the text true or false, chosen from two. */
function isOnOffSetting(key: string): boolean {
  return isKnownSetting(key) && typeof settingsCatalogue[key].default === 'boolean';
}

interface SettingValueEditorProps {
  setting: SettingEntry;
  onDone: () => void;
}

/**
 * Edits one value in place; a secret gets a write-only password box that starts empty, and a set secret
 * a Clear button that asks first. Before saving, the editor asks the server for the setting again: when
 * another admin changed it since the edit started, it says so and saves only on a second Save.
 */
export function SettingValueEditor({ setting, onDone }: SettingValueEditorProps) {
  const { key, secret } = setting;
  const queryClient = useQueryClient();
  const [value, setValue] = useState(secret ? '' : setting.value);
  // what the edit started from; moved on once the admin has been told of a change
  const [loaded, setLoaded] = useState(setting);
  const [message, setMessage] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const update = useUpdateSetting({ onSuccess: onDone });
  // a refused value is said under the field (as well as in the toast) and the value is kept to fix it
  const saveError = settingSaveError(update.error);
  const messageId = `setting-message-${key}`;
  const errorId = `setting-error-${key}`;
  const describedBy = [message ? messageId : null, saveError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const changeValue = (next: string) => {
    setValue(next);
    if (update.isError) update.reset();
  };

  /** true when the stored setting is still the one this edit started from (else the admin is told, once) */
  const stillAsLoaded = async (): Promise<boolean> => {
    setChecking(true);
    try {
      const current = (await queryClient.fetchQuery(adminSettingsQueryOptions())).find((s) => s.key === key);
      if (!settingChangedSince(loaded, current)) return true;
      setLoaded(current!);
      setMessage(
        secret
          ? `${key} was changed on the server since you started editing. Save again to overwrite it.`
          : `${key} was changed on the server since you started editing: it is now "${current!.value}". Save again to overwrite it.`,
      );
      return false;
    } catch {
      // the list could not be fetched: the save itself reports what goes wrong
      return true;
    } finally {
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty secret box means 'unchanged', so a stray Save never wipes an API key: Clear does that.
    if (secret && !value) {
      setMessage(setting.isSet ? 'Enter a new value, or use Clear to remove the stored one.' : 'Enter a value to store.');
      return;
    }
    if (!(await stillAsLoaded())) return;
    setMessage(undefined);
    update.mutate({ key, value });
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-center gap-2" noValidate>
        <Label htmlFor={`setting-value-${key}`} className="sr-only">
          Value of {key}
        </Label>
        {isOnOffSetting(key) ? (
          <div className="min-w-48 flex-1">
            <NativeSelect
              id={`setting-value-${key}`}
              value={value}
              onChange={(e) => changeValue(e.target.value)}
              aria-invalid={saveError ? true : undefined}
              aria-describedby={describedBy}
              data-testid={`setting-value-${key}`}
            >
              <option value="true">On (true)</option>
              <option value="false">Off (false)</option>
            </NativeSelect>
          </div>
        ) : (
          <Input
            id={`setting-value-${key}`}
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            placeholder={secret ? 'New value (write-only)' : undefined}
            value={value}
            onChange={(e) => changeValue(e.target.value)}
            aria-invalid={saveError ? true : undefined}
            aria-describedby={describedBy}
            className="min-w-48 flex-1"
            data-testid={`setting-value-${key}`}
          />
        )}
        <SubmitButton size="sm" disabled={update.isPending || checking} data-testid={`setting-save-${key}`}>
          {update.isPending || checking ? <Spinner /> : null} Save
        </SubmitButton>
        {secret && setting.isSet ? (
          <Button size="sm" variant="destructive" disabled={update.isPending} onClick={() => setConfirmClear(true)} data-testid={`setting-clear-${key}`}>
            Clear
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onDone} data-testid={`setting-cancel-${key}`}>
          Cancel
        </Button>
        {message ? (
          <p id={messageId} role="alert" className="basis-full text-sm text-warning" data-testid={`setting-message-${key}`}>
            {message}
          </p>
        ) : null}
        {saveError ? (
          <p id={errorId} role="alert" className="basis-full text-sm text-destructive" data-testid={errorId}>
            {saveError.message}
          </p>
        ) : null}
      </form>
      {secret ? (
        <ConfirmDialog
          testId="clear-setting"
          title={`Clear ${key}?`}
          description={`The stored value is removed for good; it cannot be shown or restored. ${setting.description ?? ''}`.trim()}
          action="Clear"
          destructive
          pending={update.isPending}
          open={confirmClear}
          onOpenChange={setConfirmClear}
          onConfirm={() => update.mutate({ key, value: '' }, { onSettled: () => setConfirmClear(false) })}
        />
      ) : null}
    </>
  );
}
