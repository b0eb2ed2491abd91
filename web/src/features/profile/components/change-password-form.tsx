import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import { emptyPasswordFields, passwordFormErrors, type PasswordFields } from './password-form-errors';

/** Current, new and confirm (at least 8 characters, design section 7); 'Password Changed' clears the form. */
export function ChangePasswordForm() {
  const [fields, setFields] = useState<PasswordFields>(emptyPasswordFields);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordFields, string>>>({});
  const change = useChangePassword();
  const formRef = useFocusFirstInvalid(errors);
  const set = (key: keyof PasswordFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordFormErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword }, { onSuccess: () => setFields(emptyPasswordFields) });
  }

  return (
    <form ref={formRef} className="grid max-w-md gap-4" onSubmit={submit} noValidate data-testid="change-password-form">
      <FormField id="current-password" label="Current Password" error={errors.currentPassword}>
        <PasswordInput id="current-password" autoComplete="current-password" value={fields.currentPassword} onChange={set('currentPassword')} data-testid="current-password" />
      </FormField>
      <FormField id="new-password" label="New Password" error={errors.newPassword} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <PasswordInput id="new-password" autoComplete="new-password" value={fields.newPassword} onChange={set('newPassword')} data-testid="new-password" />
      </FormField>
      <FormField id="confirm-password" label="Confirm New Password" error={errors.confirmPassword}>
        <PasswordInput id="confirm-password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} data-testid="confirm-password" />
      </FormField>
      <div>
        <SubmitButton disabled={change.isPending} data-testid="change-password-submit">
          {change.isPending ? <Spinner /> : null}
          Change Password
        </SubmitButton>
      </div>
    </form>
  );
}
