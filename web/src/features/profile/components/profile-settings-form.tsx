import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '@app/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { useUpdateProfile } from '../api/update-profile';
import { profileUpdate, type ProfileValues } from './profile-update';

/** First name, last name, email; 'Resend' for the verification e-mail while unverified. */
export function ProfileSettingsForm({ user }: { user: CurrentUser }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const update = useUpdateProfile();
  const formRef = useFocusFirstInvalid(errors);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = profileUpdate(user, { firstName, lastName, email });
    setErrors(next.ok ? {} : next.errors);
    if (next.ok) update.mutate(next.body);
  }

  return (
    <form ref={formRef} className="grid max-w-xl gap-4" onSubmit={submit} noValidate data-testid="profile-settings-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First Name" error={errors.firstName}>
          <Input id="profile-first-name" value={firstName} maxLength={50} onChange={(e) => setFirstName(e.target.value)} data-testid="profile-first-name" />
        </FormField>
        <FormField id="profile-last-name" label="Last Name" error={errors.lastName}>
          <Input id="profile-last-name" value={lastName} maxLength={50} onChange={(e) => setLastName(e.target.value)} data-testid="profile-last-name" />
        </FormField>
      </div>
      <FormField id="profile-email" label="Email" error={errors.email}>
        <div className="flex gap-2">
          <Input id="profile-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="profile-email-input" />
          {user.emailVerified ? null : (
            <ResendVerificationButton email={user.email} label="Resend" testId="profile-resend-verification" />
          )}
        </div>
      </FormField>
      <div>
        <SubmitButton disabled={update.isPending} data-testid="profile-save">
          {update.isPending ? <Spinner /> : null}
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
