import type { ChangeEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { adminErrors, type AdminForm } from './installer-form';

interface AdminStepProps {
  value: AdminForm;
  onChange: (patch: Partial<AdminForm>) => void;
}

/** Step 2: the first admin account. */
export function AdminStep({ value, onChange }: AdminStepProps) {
  const errors = adminErrors(value);
  const bind = (key: keyof AdminForm) => ({
    id: `admin-${key}`,
    value: value[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="installer-step-admin">
      <FormField id="admin-username" label="Admin username" error={errors.username}>
        <Input {...bind('username')} autoComplete="username" placeholder="admin" aria-invalid={Boolean(errors.username)} />
      </FormField>
      <FormField id="admin-email" label="Admin email" error={errors.email}>
        <Input {...bind('email')} type="email" autoComplete="email" placeholder="admin@example.com" aria-invalid={Boolean(errors.email)} />
      </FormField>
      <FormField id="admin-firstName" label="First name" error={errors.firstName}>
        <Input {...bind('firstName')} autoComplete="given-name" aria-invalid={Boolean(errors.firstName)} />
      </FormField>
      <FormField id="admin-lastName" label="Last name" error={errors.lastName}>
        <Input {...bind('lastName')} autoComplete="family-name" aria-invalid={Boolean(errors.lastName)} />
      </FormField>
      <FormField id="admin-password" label="Admin password" error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}>
        <PasswordInput {...bind('password')} autoComplete="new-password" aria-invalid={Boolean(errors.password)} />
      </FormField>
      <FormField id="admin-confirmPassword" label="Confirm password" error={errors.confirmPassword}>
        <PasswordInput {...bind('confirmPassword')} autoComplete="new-password" aria-invalid={Boolean(errors.confirmPassword)} />
      </FormField>
    </div>
  );
}
